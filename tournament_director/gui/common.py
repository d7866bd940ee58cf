"""Small helpers the pages share: number formats, plain-text labels, message boxes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from .. import formats
from ..formats import count
from ..i18n import ordinal  # noqa: F401 - the pages take it from here (standings, games)

NAME = "Tournament Director"  # as in ..about, which imports importlib.metadata
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def points(tenths: int | None) -> str:
    """Tenths with one decimal as the language writes them ("21,4"); '' for no value."""
    return "" if tenths is None else formats.points(tenths)


def signed(tenths: int | None) -> str:
    """Tenths with a sign: +1,2, -0,5, 0,0 (the language's decimal sign)."""
    return "" if tenths is None else formats.signed(tenths)


def amount(cents: int) -> str:
    """Money (cents) as the language writes it: "17.605", "7,50"."""
    return formats.amount(cents)


def plural(n: int, word: str) -> str:
    """"1 player", "2 players" (never "1 prizes"), in the window's language."""
    return count(n, word)


def yes_no(value) -> str:
    """A yes/no value as the window shows it (the rules read yes, ja, nee and nein alike)."""
    return (QCoreApplication.translate("ResultForm", "yes") if value
            else QCoreApplication.translate("ResultForm", "no"))


def plain_label(text: str = "", parent: QWidget | None = None, *, wrap: bool = False,
                select: bool = False) -> QLabel:
    """A label that never reads names as HTML (a player may be called "<i>Ivy</i>")."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    label.setWordWrap(wrap)
    if select:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def message(parent: QWidget | None, title: str, text: str, *, icon=QMessageBox.Icon.Warning,
            details: str | None = None) -> None:
    """A message box in plain text; `details` are shown copyable under "Show Details"."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if details:
        box.setDetailedText(details)
    box.exec()


def ask(parent: QWidget | None, title: str, text: str, yes: str | None = None,
        no: str | None = None, *, default_yes: bool = True) -> bool:
    """A yes/cancel question in plain text; True for yes. Esc is always "no"; Enter is "yes"
    unless `default_yes` is False (a question about throwing typing away: Enter keeps it)."""
    yes = yes or QCoreApplication.translate("common", "Yes")
    no = no or QCoreApplication.translate("common", "Cancel")
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button if default_yes else no_button)
    box.setEscapeButton(no_button)
    box.exec()
    return box.clickedButton() is yes_button


# Looks are set on the few widgets that need them: an application style sheet would make
# Qt style (and measure) every widget through its slower style-sheet engine.
ERROR_COLOUR = "#a93226"  # on a light background
ERROR_COLOUR_DARK = "#ff8a80"  # on a dark background (the system's dark theme)
ERROR_BORDER = "QLineEdit { border: 2px solid #c0392b; }"
# The correction band: dark text on amber, readable whatever the theme.
WARNING_BAND = "QLabel { background: #f6c343; color: #1b1b1b; padding: 6px; }"


def dark_theme(palette: QPalette | None = None) -> bool:
    """True when the window background is dark (the system's dark theme)."""
    from PySide6.QtWidgets import QApplication
    palette = palette or QApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def dark_palette() -> QPalette:
    """A dark palette, for a system in dark mode whose style still paints light."""
    p = QPalette()
    roles = QPalette.ColorRole
    for role, colour in ((roles.Window, "#2b2b2b"), (roles.WindowText, "#e8e8e8"),
                         (roles.Base, "#1f1f1f"), (roles.AlternateBase, "#2a2a2a"),
                         (roles.Text, "#e8e8e8"), (roles.Button, "#353535"),
                         (roles.ButtonText, "#e8e8e8"), (roles.Highlight, "#3d7fd6"),
                         (roles.HighlightedText, "#ffffff"), (roles.ToolTipBase, "#3a3a3a"),
                         (roles.ToolTipText, "#e8e8e8"), (roles.PlaceholderText, "#9a9a9a"),
                         (roles.Mid, "#5a5a5a"), (roles.Light, "#4a4a4a"),
                         (roles.Dark, "#1a1a1a"), (roles.Link, "#7fb2ff")):
        p.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7a7a"))
    return p


def follow_colour_scheme(app) -> None:
    """The system's dark or light mode, followed (also when it changes while running): where
    the style keeps a light palette in dark mode, a dark one is set."""
    hints = app.styleHints()

    def apply(*args) -> None:
        scheme = hints.colorScheme()
        if scheme == Qt.ColorScheme.Dark and not dark_theme(app.palette()):
            app.setPalette(dark_palette())
        elif scheme == Qt.ColorScheme.Light and dark_theme(app.palette()):
            app.setPalette(app.style().standardPalette())
        for w in app.allWidgets():  # refusals in the colour readable on the new background
            if isinstance(w, QLabel) and w.objectName() == "errorText":
                set_error_text(w, True)
    hints.colorSchemeChanged.connect(apply)
    apply()


def error_colour() -> QColor:
    """The colour of refusals, readable on the theme's background."""
    return QColor(ERROR_COLOUR_DARK if dark_theme() else ERROR_COLOUR)


def warning_band(text: str = "") -> QLabel:
    """A plain-text line on an amber band (a correction form, say): never mistaken."""
    label = plain_label(text, wrap=True)
    label.setObjectName("warningBand")
    label.setStyleSheet(WARNING_BAND)
    return label


_zoom = [100]  # per cent: View > Zoom in / out, remembered in prefs


def zoomed(points: float) -> float:
    """A point size at the window's zoom."""
    return points * _zoom[0] / 100


def set_font(widget: QWidget, points: float | None = None, bold: bool = False) -> QWidget:
    font = QFont(widget.font())
    if points:
        widget.setProperty("base_points", float(points))  # kept for a zoom change
        font.setPointSizeF(zoomed(points))
    font.setBold(bold)
    widget.setFont(font)
    return widget


def apply_zoom(percent: int) -> None:
    """The whole application's text at `percent` of the system's size: the application
    font, and every widget given a size of its own (titles, the headline)."""
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    base = app.property("base_font_points")
    if base is None:
        base = app.font().pointSizeF()
        app.setProperty("base_font_points", base)
    ratio = percent / _zoom[0]
    _zoom[0] = percent
    font = QFont(app.font())
    font.setPointSizeF(float(base) * percent / 100)
    app.setFont(font)
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QAbstractItemView, QTableView
    for w in app.allWidgets():
        points = w.property("base_points")
        if points:
            f = QFont(w.font())
            f.setPointSizeF(zoomed(float(points)))
            w.setFont(f)
        if isinstance(w, QTableView):  # rows as high as the text (they were sized for it)
            w.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 8)
            header = w.horizontalHeader()
            for c in range(header.count()):  # columns widen with their text
                if header.sectionResizeMode(c) == header.ResizeMode.Interactive:
                    header.resizeSection(c, round(header.sectionSize(c) * ratio))
            w.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)


def title_label(text: str = "", points: float = 13) -> QLabel:
    """A page's title: plain text, bold and larger."""
    label = plain_label(text)
    label.setObjectName("pageTitle")
    return set_font(label, points, bold=True)


def set_error_text(label: QLabel, error: bool) -> None:
    """Red text for a refusal; the usual colour otherwise."""
    label.setObjectName("errorText" if error else "messageText")
    if error:
        palette = QPalette(label.palette())
        palette.setColor(QPalette.ColorRole.WindowText, error_colour())
        label.setPalette(palette)
    else:
        label.setPalette(QPalette())  # inherited again


def error_label(text: str = "", *, wrap: bool = False) -> QLabel:
    label = plain_label(text, wrap=wrap)
    set_error_text(label, True)
    return label


def set_error_look(widget: QWidget, error: bool) -> None:
    """Mark a field as wrong (a red border; the message says what)."""
    if bool(widget.property("invalid")) == error:
        return
    widget.setProperty("invalid", error)
    widget.setStyleSheet(ERROR_BORDER if error else "")


def show_message(label: QLabel, text: str, error: bool = False) -> None:
    """An action's outcome in a page's message line; a refusal starts with "Not done:"."""
    set_error_text(label, error)
    label.setText((QCoreApplication.translate("common", "Not done: ") if error else "") + text
                  if text else "")
    if text:
        announce(label, label.text(), error)


def announce(widget: QWidget, text: str, urgent: bool = False) -> None:
    """Ask a screen reader to say `text` (an outcome shown where the cursor is not); nothing
    without one."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
    if QAccessible.isActive():
        event = QAccessibleAnnouncementEvent(widget, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
