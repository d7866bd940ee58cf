"""Render the application icon set from resources/icons/tournament-director.svg.

    python packaging/make_icons.py          # rewrite the PNGs, .ico and .icns
    python packaging/make_icons.py --check  # exit 1 if any of them is missing

Run it after changing the SVG and commit what it writes; the build does not run it
(the icon files are in the repository, so a build needs neither Qt's SVG renderer
nor Pillow). It needs PySide6 (QtSvg, in PySide6-Essentials) to render and Pillow to
write the Windows .ico and the macOS .icns (`pip install -e '.[package]'`).

Writes into resources/icons/:
  tournament-director-<N>.png  N = 16 24 32 48 64 128 256 512  (Linux hicolor sizes)
  tournament-director.png      = the 256 px one (window icon where SVG is not wanted)
  tournament-director.ico      16 24 32 48 64 128 256  (Windows: exe and window)
  tournament-director.icns     32 ... 1024, @1x and @2x (macOS .app bundle)
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
NAME = "tournament-director"
SVG = ICONS / f"{NAME}.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)


def outputs() -> list[Path]:
    return ([ICONS / f"{NAME}-{n}.png" for n in PNG_SIZES]
            + [ICONS / f"{NAME}.png", ICONS / f"{NAME}.ico", ICONS / f"{NAME}.icns"])


def render(sizes) -> dict[int, bytes]:
    """PNG bytes of the SVG rendered at each size (rendered at that size, not scaled)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - QPainter needs it
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: Qt cannot read this SVG")
    out = {}
    for n in sizes:
        image = QImage(n, n, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buf, "PNG")
        buf.close()
        out[n] = bytes(data)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only check that every file exists")
    args = ap.parse_args(argv)
    if args.check:
        missing = [p for p in outputs() if not p.is_file()]
        for p in missing:
            print(f"missing: {p.relative_to(ROOT)}", file=sys.stderr)
        return 1 if missing else 0

    from PIL import Image

    pngs = render(sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_SIZES)))
    for n in PNG_SIZES:
        (ICONS / f"{NAME}-{n}.png").write_bytes(pngs[n])
    (ICONS / f"{NAME}.png").write_bytes(pngs[256])

    images = {n: Image.open(io.BytesIO(data)).convert("RGBA") for n, data in pngs.items()}
    # .ico: every size drawn at that size (append_images), not scaled from the biggest
    big = images[max(ICO_SIZES)]
    big.save(ICONS / f"{NAME}.ico", format="ICO", sizes=[(n, n) for n in ICO_SIZES],
             append_images=[images[n] for n in ICO_SIZES if n != max(ICO_SIZES)])
    images[1024].save(ICONS / f"{NAME}.icns", format="ICNS",
                      append_images=[images[n] for n in ICNS_SIZES if n != 1024])
    for p in outputs():
        print(f"wrote {p.relative_to(ROOT)} ({p.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
