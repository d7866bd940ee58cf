"""The reports' paragraph styles and colours, and their variants at another size or alignment."""

from __future__ import annotations

import functools

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle

from .fonts import FONT, FONT_BOLD, register_fonts

GREY = colors.Color(0.35, 0.35, 0.35)
LIGHT = colors.Color(0.93, 0.93, 0.93)
RULE = colors.Color(0.55, 0.55, 0.55)


@functools.lru_cache(maxsize=1)
def styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    base = ParagraphStyle("td-body", fontName=FONT, fontSize=10, leading=12.5)

    def make(name, **kw):
        return ParagraphStyle("td-" + name, parent=base, **kw)

    return {
        "body": base,
        "small": make("small", fontSize=8, leading=10, textColor=GREY),
        "title": make("title", fontName=FONT_BOLD, fontSize=20, leading=24, spaceAfter=2),
        "subtitle": make("subtitle", fontSize=10.5, leading=13.5, textColor=GREY, spaceAfter=8),
        "h2": make("h2", fontName=FONT_BOLD, fontSize=13, leading=16, spaceBefore=10,
                   spaceAfter=4),
        "th": make("th", fontName=FONT_BOLD, fontSize=9, leading=11),
        "th_r": make("th_r", fontName=FONT_BOLD, fontSize=9, leading=11, alignment=TA_RIGHT),
        "th_c": make("th_c", fontName=FONT_BOLD, fontSize=9, leading=11, alignment=TA_CENTER),
        "cell": make("cell", fontSize=10, leading=12.5),
        "cell_r": make("cell_r", fontSize=10, leading=12.5, alignment=TA_RIGHT),
        "cell_c": make("cell_c", fontSize=10, leading=12.5, alignment=TA_CENTER),
        "cell_b": make("cell_b", fontName=FONT_BOLD, fontSize=10, leading=12.5),
        "cell_br": make("cell_br", fontName=FONT_BOLD, fontSize=10, leading=12.5,
                        alignment=TA_RIGHT),
        "header": make("header", fontName=FONT_BOLD, fontSize=10.5, leading=13),
        "header_r": make("header_r", fontSize=9, leading=11, alignment=TA_RIGHT,
                         textColor=GREY),
    }


@functools.cache
def sized(style: ParagraphStyle, size: float) -> ParagraphStyle:
    """`style` at another font size (cached, so thousands of names share a few styles)."""
    if size == style.fontSize:
        return style
    return ParagraphStyle(f"{style.name}@{size}", parent=style, fontSize=size,
                          leading=round(size * style.leading / style.fontSize, 2))


@functools.cache
def aligned(style: ParagraphStyle, alignment: int) -> ParagraphStyle:
    """`style` with another alignment (TA_LEFT, TA_CENTER, TA_RIGHT), cached."""
    if style.alignment == alignment:
        return style
    return ParagraphStyle(f"{style.name}/{alignment}", parent=style, alignment=alignment)
