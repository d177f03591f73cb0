"""Which language the studio speaks: the system's, or one the user picks under
Settings > Language.

The choice is kept in QSettings under ``interface/language`` (absent: the system's
language) and applied at start by ``ui.app.install_translators``: its catalogue
(``golfstudio_<language>.qm``), Qt's own, and ``QLocale.setDefault`` so that every
``QLocale()`` — dates, numbers, the decimal point — follows it. Widgets take their text from
``tr`` when they are built and the studio does not rebuild open windows, so a change applies
at the next start, and the menu says so (docs/translations.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLocale, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

SETTINGS_KEY = "interface/language"
SYSTEM = ""
"""The choice that follows the system's locale (the key is absent)."""


@dataclass(frozen=True)
class Language:
    code: str
    """The catalogue's suffix (``golfstudio_fr.qm``) and what QSettings keeps."""
    name: str
    """The language's own name, shown untranslated: a user who cannot read the current
    language still finds theirs."""


LANGUAGES = (Language("en", "English"), Language("fr", "Français"), Language("de", "Deutsch"))


def chosen_language(settings: QSettings) -> str:
    """The saved choice: a code of ``LANGUAGES``, or ``SYSTEM``."""
    value = settings.value(SETTINGS_KEY, SYSTEM)
    codes = {language.code for language in LANGUAGES}
    return value if isinstance(value, str) and value in codes else SYSTEM


def locale_for(choice: str, system: QLocale | None = None) -> QLocale:
    """The locale the studio runs in for ``choice``: the system's when it speaks that
    language already (a Swiss German keeps de_CH's formats), else the language's main one
    (``QLocale("fr")`` is fr_FR)."""
    system = system if system is not None else QLocale.system()
    if choice == SYSTEM:
        return system
    wanted = QLocale(choice)
    return system if system.language() == wanted.language() else wanted


def save_language(settings: QSettings, choice: str) -> None:
    if choice == SYSTEM:
        settings.remove(SETTINGS_KEY)
    else:
        settings.setValue(SETTINGS_KEY, choice)
    settings.sync()


class LanguageMenu(QMenu):
    """Settings > Language: System default, then each language by its own name, as radio
    entries; choosing one saves it and says that it applies at the next start."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self.setTitle(self.tr("&Language"))
        self._settings = settings
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_code: dict[str, QAction] = {}
        entries = [(SYSTEM, self.tr("System Default")),
                   *((language.code, language.name) for language in LANGUAGES)]
        current = chosen_language(settings)
        for code, text in entries:
            action = self.addAction(text)
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == current)
            self.group.addAction(action)
            self.actions_by_code[code] = action
            if code == SYSTEM:
                self.addSeparator()
        self.group.triggered.connect(self._chosen)

    def _chosen(self, action: QAction) -> None:
        choice = str(action.data() or SYSTEM)
        if choice == chosen_language(self._settings):
            return
        save_language(self._settings, choice)
        if choice == SYSTEM:
            text = self.tr("GolfStudio will follow the system's language the next time it "
                           "starts.")
        else:
            name = next(language.name for language in LANGUAGES if language.code == choice)
            text = self.tr("GolfStudio will speak {language} the next time it starts."
                           ).format(language=name)
        QMessageBox.information(self.parentWidget(), self.tr("Language"), text)


def language_names() -> frozenset[str]:
    """The languages' own names: shown as they are in every language."""
    return frozenset(language.name for language in LANGUAGES)
