"""Screenshots of the four set-up dialogs (Advanced open) and of the abandon question over the
main window at 1280×800, in English, French and German (issue 30 §12, §14): the dialog is
drawn centred on the window, where a person sees it. Each is checked not to be blank and
its texts not to be cut (every button's text fits it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, QPoint, Qt, QTranslator
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.play_kit.test_setup_memory import GAMES, make_dialog
from tests.ui.screenshot import distinct_colours
from ui.app import TRANSLATIONS
from ui.main_window import MainWindow
from ui.play_kit.abandon import abandon_box

SIZE = (1280, 800)


@pytest.fixture(params=["en", "fr", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The studio's catalogue and Qt's own installed, as ui.app.install_translators does."""
    code: str = request.param
    installed = []
    for name, folder in ((f"golfstudio_{code}.qm", TRANSLATIONS),
                         (f"qtbase_{code}.qm",
                          Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))):
        translator = QTranslator(qapp)
        if translator.load(str(folder / name)):
            qapp.installTranslator(translator)
            installed.append(translator)
    assert installed or code == "en"
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    try:
        yield code
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(before)


def over_window(window: QWidget, dialog: QWidget, path: Path) -> QImage:
    """``dialog`` drawn centred over ``window`` (1280×800), saved to ``path``."""
    QApplication.processEvents()
    image = window.grab().toImage()
    assert (image.width(), image.height()) == SIZE
    shot = dialog.grab().toImage()
    painter = QPainter(image)
    corner = QPoint((image.width() - shot.width()) // 2, (image.height() - shot.height()) // 2)
    painter.drawImage(corner, shot)
    painter.setPen(QColor(Qt.GlobalColor.darkGray))  # the frame the window manager draws
    painter.drawRect(corner.x() - 1, corner.y() - 1, shot.width() + 1, shot.height() + 1)
    painter.end()
    assert image.save(str(path))
    assert distinct_colours(image) > 40
    return image


def texts_fit(dialog: QWidget) -> None:
    """Every visible button shows its whole text (a cut label reads "Abandon…" or less)."""
    for button in dialog.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            needed = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
            assert needed <= button.width(), (button.text(), needed, button.width())


@pytest.mark.parametrize("game", GAMES)
def test_each_setup_dialog_on_screen(language: str, game: str, window: MainWindow,
                                     qtbot: QtBot, screenshot_dir: Path) -> None:
    window.resize(*SIZE)
    dialog = make_dialog(game)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.show_advanced(True)
    QApplication.processEvents()
    assert dialog.seed_box.isVisible()
    assert dialog.height() <= SIZE[1] - 40 and dialog.width() <= SIZE[0]
    texts_fit(dialog)
    over_window(window, dialog, screenshot_dir / f"setup_{game}_{language}.png")


def test_the_abandon_question_on_screen(language: str, window: MainWindow,
                                        qtbot: QtBot, screenshot_dir: Path) -> None:
    from ui.game_titles import game_title

    window.resize(*SIZE)
    box, _ = abandon_box(window, game_title("playnine"))
    qtbot.addWidget(box)
    with qtbot.waitExposed(box):
        box.show()
    texts_fit(box)
    over_window(window, box, screenshot_dir / f"abandon_{language}.png")
