"""The window's language: Qt's translators (ours and Qt's own for standard buttons), and the
same language for the Qt-free texts (reports, the service's messages) via i18n."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .. import i18n
from ..paths import resource
from . import prefs

_installed: list[QTranslator] = []


def chosen_language(choice: str | None = None) -> str:
    """The language the window uses: the one chosen in the preferences, or else TD_LANG,
    or else the system's (QLocale.system()); English when that is not one we have."""
    if choice is None:
        choice = prefs.language()
    if choice and choice != "system":
        return i18n.supported(choice) or i18n.DEFAULT
    return (i18n.supported(os.environ.get("TD_LANG"))
            or i18n.supported(QLocale.system().name()) or i18n.DEFAULT)


def qt_translation_folders() -> list[str]:
    """Where Qt's own .qm files are: Qt's answer, then PySide6's folder (the built app keeps
    them there too)."""
    import PySide6
    here = Path(PySide6.__file__).resolve().parent
    return [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
            str(here / "Qt" / "translations"), str(here / "translations")]


def install(app: QCoreApplication, language: str | None = None) -> str:
    """Installs the translators of `language` (default: chosen_language()) and sets the
    Qt-free side to the same language; returns the language. Windows made afterwards show
    it; calling again replaces the earlier translators."""
    lang = i18n.supported(language) if language else chosen_language()
    lang = lang or i18n.DEFAULT
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    i18n.set_language(lang)
    if lang != i18n.DEFAULT:
        ours = QTranslator(app)
        if ours.load(str(resource("translations", f"tournament_director_{lang}.qm"))):
            app.installTranslator(ours)
            _installed.append(ours)
        qt_own = QTranslator(app)  # OK, Cancel, Close, ... of standard dialogs
        for folder in qt_translation_folders():
            if qt_own.load(f"qtbase_{lang}", folder):
                app.installTranslator(qt_own)
                _installed.append(qt_own)
                break
    return lang


def choose_language(parent) -> str | None:
    """The language choice (View > Language...); saved in the preferences and used from the
    next start. Returns the choice, or None when cancelled."""
    from PySide6.QtWidgets import (
        QComboBox,
        QDialog,
        QDialogButtonBox,
        QFormLayout,
        QLabel,
        QVBoxLayout,
    )

    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("Language", "Language"))
    box = QComboBox()
    names = {"system": QCoreApplication.translate("Language", "System ({language})").format(
                language=i18n.LANGUAGES[chosen_language("system")])}
    names.update(i18n.LANGUAGES)  # each language in its own words
    for code in prefs.LANGUAGE_CHOICES:
        box.addItem(names[code], code)
    box.setCurrentIndex(prefs.LANGUAGE_CHOICES.index(prefs.language()))
    form = QFormLayout()
    form.addRow(QCoreApplication.translate("Language", "Language of the window and the "
                                                       "reports:"), box)
    note = QLabel(QCoreApplication.translate(
        "Language", "The new language is used from the next start of the program."))
    note.setWordWrap(True)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(note)
    layout.addWidget(buttons)
    dialog.language_box = box
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    choice = box.currentData()
    prefs.set_language(choice)
    if hasattr(parent, "status_message"):
        parent.status_message(QCoreApplication.translate(
            "Language", "Language saved: it is used from the next start."))
    return choice
