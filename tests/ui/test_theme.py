"""The light and dark palettes: readable text in both (WCAG contrast), the Settings choice
System / Light / Dark applied at once and remembered, System following the platform, and what
was built from named colours (a painted score cell, a label's own stylesheet) following a
switch."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ui import colour_scheme, theme
from ui.colour_scheme import Choice, SchemeFollower, chosen_scheme, scheme_for
from ui.editor_kit.window import undo_icon
from ui.gamenight.scorecard_view import ScorecardView
from ui.main_window import MainWindow
from ui.scorecard.model import HEADER_ROWS, Card, Course, PlayerRow, ScorecardModel, ScoreCell

WINDOW = QPalette.ColorRole.Window
TEXT = QPalette.ColorRole.Text
WINDOW_TEXT = QPalette.ColorRole.WindowText

TEXT_ON: dict[str, tuple[str, ...]] = {
    "text": ("window", "surface", "surface_alt", "button", "accent_soft", "under_par",
             "over_par", "sum_cell", "warning_soft"),
    "text_muted": ("window", "surface", "surface_alt", "accent_soft", "sum_cell"),
    "accent_dark": ("window", "surface", "accent_soft"),
    "stroke_dot": ("window", "surface", "warning_soft"),
    "on_accent": ("accent", "accent_hover"),
}
"""Each text colour and the backgrounds it is written on (labels, tables, score cells, the
primary button, an error message, a refused field)."""
GRAPHICS_ON: dict[str, tuple[str, ...]] = {
    "accent_icon": ("accent_soft",),
    "accent": ("window", "surface"),
}
"""Drawn shapes a user must make out (a tile's icon, a chart's line): WCAG's 3:1 for
graphics."""


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture(autouse=True)
def light_again(qapp: QApplication) -> Iterator[None]:
    """Whatever a test switches to, the next starts from the light palette."""
    yield
    SchemeFollower.of(qapp).system = Qt.ColorScheme.Unknown
    SchemeFollower.of(qapp).choose(Choice.LIGHT)


def test_the_contrast_formula_meets_the_standards_examples() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("scheme", list(theme.Scheme))
def test_text_is_readable_on_every_background_it_is_written_on(scheme: theme.Scheme) -> None:
    assert set(theme.COLOURS[scheme]) == set(theme.COLOURS[theme.Scheme.LIGHT])
    low = [(ink, ground, round(contrast(theme.colour(ink, scheme), theme.colour(ground, scheme)),
                                2))
           for ink, grounds in TEXT_ON.items() for ground in grounds
           if contrast(theme.colour(ink, scheme), theme.colour(ground, scheme)) < 4.5]
    assert low == []
    faint = [(shape, ground) for shape, grounds in GRAPHICS_ON.items() for ground in grounds
             if contrast(theme.colour(shape, scheme), theme.colour(ground, scheme)) < 3.0]
    assert faint == []
    pal = theme.palette(scheme)
    for text, ground in ((WINDOW_TEXT, WINDOW), (TEXT, QPalette.ColorRole.Base),
                         (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
                         (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
                         (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase)):
        assert contrast(pal.color(text), pal.color(ground)) >= 4.5, (text, ground)


def test_the_system_choice_follows_the_platform() -> None:
    assert scheme_for(Choice.SYSTEM, Qt.ColorScheme.Dark) is theme.Scheme.DARK
    assert scheme_for(Choice.SYSTEM, Qt.ColorScheme.Light) is theme.Scheme.LIGHT
    assert scheme_for(Choice.SYSTEM, Qt.ColorScheme.Unknown) is theme.Scheme.LIGHT
    assert scheme_for(Choice.LIGHT, Qt.ColorScheme.Dark) is theme.Scheme.LIGHT
    assert scheme_for(Choice.DARK, Qt.ColorScheme.Light) is theme.Scheme.DARK


def _birdie_card() -> ScorecardView:
    """A two-hole card whose first cell is a birdie (3 on a par 4): the under-par colour."""
    model = ScorecardModel()
    model.show(Card(players=(PlayerRow("Ann", (ScoreCell(3), ScoreCell(4))),),
                    holes=2, course=Course((4, 4), (1, 2)), net=False))
    return ScorecardView(model)


def _cell_colour(view: ScorecardView) -> QColor:
    rect = view.visualRect(view.model().index(HEADER_ROWS, 0))
    image = view.viewport().grab().toImage()
    return image.pixelColor(rect.left() + 3, rect.bottom() - 3)


def test_dark_from_the_settings_menu_repaints_at_once_and_is_remembered(
        window: MainWindow, qtbot: QtBot, qapp: QApplication,
        make_window: Callable[[], MainWindow]) -> None:
    view = _birdie_card()
    qtbot.addWidget(view)
    view.resize(500, 200)
    view.show()
    qtbot.waitExposed(view)
    light_cell = _cell_colour(view)
    assert light_cell == theme.colour("under_par", theme.Scheme.LIGHT)
    label = QLabel("Saved")
    qtbot.addWidget(label)
    theme.ink(label, "stroke_dot")
    assert theme.colour("stroke_dot", theme.Scheme.LIGHT).name() in label.styleSheet()

    menu = window.colour_scheme_menu
    assert menu.parentWidget() is window and menu.menuAction() in window.settings_menu.actions()
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "System", "Light", "Dark"]
    assert menu.actions_by_choice[Choice.SYSTEM].isChecked()
    menu.actions_by_choice[Choice.DARK].trigger()

    assert theme.current() is theme.Scheme.DARK
    palette = qapp.palette()
    assert palette.color(WINDOW) == theme.colour("window", theme.Scheme.DARK)
    assert palette.color(TEXT) == theme.colour("text", theme.Scheme.DARK)
    assert window.palette().color(WINDOW_TEXT) == theme.colour("text", theme.Scheme.DARK)
    dark_cell = _cell_colour(view)
    assert dark_cell == theme.colour("under_par", theme.Scheme.DARK) != light_cell
    assert dark_cell == theme.UNDER_PAR  # named colours are read in the current scheme
    assert theme.colour("stroke_dot", theme.Scheme.DARK).name() in label.styleSheet()

    assert chosen_scheme(window.settings) is Choice.DARK
    assert chosen_scheme(QSettings()) is Choice.DARK
    again = make_window()
    assert again.colour_scheme_menu.actions_by_choice[Choice.DARK].isChecked()
    # At the next start (ui/app.py's configure) the saved choice is what is applied.
    SchemeFollower.of(qapp).choose(Choice.LIGHT)
    colour_scheme.install(qapp, QSettings())
    assert theme.current() is theme.Scheme.DARK

    again.colour_scheme_menu.actions_by_choice[Choice.LIGHT].trigger()
    assert qapp.palette().color(WINDOW) == theme.colour("window", theme.Scheme.LIGHT)
    assert _cell_colour(view) == light_cell
    # The first window's menu, opened, ticks what the other window's saved.
    assert menu.actions_by_choice[Choice.DARK].isChecked()
    menu.popup(window.mapToGlobal(window.rect().center()))
    assert menu.actions_by_choice[Choice.LIGHT].isChecked()
    menu.close()


def test_system_follows_a_change_of_the_platforms_scheme_live(
        window: MainWindow, qapp: QApplication) -> None:
    follower = SchemeFollower.of(qapp)
    assert follower.choice is Choice.SYSTEM
    follower.system_changed(Qt.ColorScheme.Dark)
    assert theme.current() is theme.Scheme.DARK
    assert window.palette().color(WINDOW) == theme.colour("window", theme.Scheme.DARK)
    follower.system_changed(Qt.ColorScheme.Light)
    assert theme.current() is theme.Scheme.LIGHT

    # A fixed choice is kept whatever the platform says.
    window.colour_scheme_menu.actions_by_choice[Choice.LIGHT].trigger()
    follower.system_changed(Qt.ColorScheme.Dark)
    assert theme.current() is theme.Scheme.LIGHT
    window.colour_scheme_menu.actions_by_choice[Choice.SYSTEM].trigger()
    assert theme.current() is theme.Scheme.DARK  # System again: the platform's dark
    assert QSettings().value(colour_scheme.SETTINGS_KEY) is None


def test_a_restyled_widget_that_is_gone_is_forgotten(qapp: QApplication) -> None:
    label = QLabel()
    theme.ink(label, "text_muted")
    theme.ink(label, "stroke_dot")  # replaces the first: one restyler per widget
    assert len(label.findChildren(theme.Restyler)) == 1
    assert theme.colour("stroke_dot").name() in label.styleSheet()
    label.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    SchemeFollower.of(qapp).choose(Choice.DARK)  # no call into the deleted label
    assert theme.current() is theme.Scheme.DARK


def test_an_editors_icon_is_drawn_in_the_scheme_shown(qapp: QApplication) -> None:
    """Toolbar icons are drawn when shown (theme.icon), not kept as pixmaps of the scheme
    they were made in."""
    icon = undo_icon()

    def solid() -> set[str]:
        image = icon.pixmap(48, 48).toImage()
        return {image.pixelColor(x, y).name() for x in range(48) for y in range(48)
                if image.pixelColor(x, y).alpha() == 255}

    light, dark = (theme.colour("accent_dark", scheme).name() for scheme in theme.Scheme)
    shown = solid()
    assert light in shown and dark not in shown
    SchemeFollower.of(qapp).choose(Choice.DARK)
    shown = solid()
    assert dark in shown and light not in shown
    # Disabled, it is not drawn as the enabled one (faded, or greyed by the style).
    assert icon.pixmap(48, 48, QIcon.Mode.Disabled).toImage() != icon.pixmap(48, 48).toImage()
