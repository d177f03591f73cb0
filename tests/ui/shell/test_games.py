"""The UI registry against the core's: an area for every editor/play/league offer and none
other, each built from its import path and speaking the shell's protocol, files routed by
their ``"format"``."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QAction, QColor, QImage, QPainter
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course_file import FORMAT as COURSE_FORMAT
from golfstudio.engine.registry import GAMES, Offer
from golfstudio.store import Store
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import distinct_colours
from ui.areas import AreaContext, ShellArea
from ui.editor_kit.window import EditorWindow
from ui.games import (
    AREA_OFFERS,
    GAME_AREAS,
    SAVED_GAME_FORMAT,
    area_for_file,
    area_key,
    file_header,
    game_areas,
)
from ui.main_window import MainWindow


@dataclass
class RecordingHost:
    """The shell's side, recording what an area asks of it."""

    calls: list[tuple[str, object]] = field(default_factory=list)

    def show(self, area: QWidget) -> None:
        self.calls.append(("show", area))

    def go_home(self) -> None:
        self.calls.append(("go_home", None))

    def ask_open(self) -> None:
        self.calls.append(("ask_open", None))

    def file_used(self, path: Path) -> None:
        self.calls.append(("file_used", path))

    def changed(self) -> None:
        self.calls.append(("changed", None))

    def store(self) -> Store | None:
        self.calls.append(("store", None))
        return None

    def area(self, key: str) -> QWidget | None:
        self.calls.append(("area", key))
        return None


def test_every_area_offer_of_the_core_registry_has_its_area_and_no_other() -> None:
    offered = {(info.id, offer) for info in GAMES for offer in info.offers
               if offer in AREA_OFFERS}
    given = [(area.game, area.offer) for area in GAME_AREAS]
    assert len(given) == len(set(given)), "one area per game and offer"
    assert set(given) == offered
    assert {("carambole", Offer.EDITOR), ("carambole", Offer.PLAY)} <= offered


def test_areas_come_in_the_registrys_order_of_games_then_editor_play_league() -> None:
    order = [info.id for info in GAMES]
    keys = [(order.index(a.game), AREA_OFFERS.index(a.offer)) for a in game_areas()]
    assert keys == sorted(keys)
    shown = [a.key for a in game_areas()]
    assert [k for k in shown if k.startswith("carambole.")] == ["carambole.editor",
                                                                "carambole.play"]
    assert (shown.index("ultimate.editor") < shown.index("ultimate.play")
            < shown.index("carambole.editor"))  # registry order, then editor, play
    assert area_key("dicegolf", Offer.EDITOR) == "dicegolf.editor"


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def _build(index: int, parent: QWidget, host: RecordingHost, tmp_path: Path) -> ShellArea:
    context = AreaContext(host=host, parent=parent, recovery_root=tmp_path / "recovery")
    area = GAME_AREAS[index].load()(context)
    assert isinstance(area, QWidget) and area.parent() is parent
    return area


@pytest.mark.parametrize("index", range(len(GAME_AREAS)), ids=[a.key for a in GAME_AREAS])
def test_each_area_is_built_from_its_path_and_speaks_the_protocol(
        index: int, parent: QWidget, tmp_path: Path) -> None:
    host = RecordingHost()
    area = _build(index, parent, host, tmp_path)
    tile = area.tile()
    assert tile.title and tile.description and tile.action
    assert area.page_title()
    assert area.current_page() is area
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    tile.paint_icon(painter, QRectF(0, 0, 64, 64), QColor("#2f6f4f"))
    painter.end()
    assert distinct_colours(image, step=2) > 4  # the icon drew something
    for entry in (*area.menu_new(), *area.menu_edit()):
        assert isinstance(entry, QAction)
    for entry in (*area.menu_file(), *area.menu_view()):
        assert entry is None or isinstance(entry, QAction)
    for entry in area.menu_open():
        assert isinstance(entry, QAction | QMenu)
    area.set_active(False)
    area.set_active(True)
    assert area.offer_recovery() == 0  # nothing left by a crash in a fresh folder
    assert area.may_quit()


def test_an_editor_area_opens_its_codecs_files_and_keeps_its_layout_under_its_own_key(
        parent: QWidget, tmp_path: Path, settings_dir: Path) -> None:
    host = RecordingHost()
    for index, entry in enumerate(GAME_AREAS):
        if entry.offer is not Offer.EDITOR:
            continue
        area = _build(index, parent, host, tmp_path)
        assert isinstance(area, EditorWindow)
        assert entry.formats == (area.codec.format_id,)
        settings = QSettings()
        assert not area.restore_layout(settings)
        area.save_layout(settings)
        assert settings.contains(f"{area.key_prefix}Editor/state")
        assert area.restore_layout(settings)
        # New makes a tab and asks the shell to show the area; Close then closes the tab.
        area.menu_new()[0].trigger()
        assert ("show", area) in host.calls
        assert area.close_page() is True
        assert area.close_page() is False  # no tab left: the shell goes home


def test_carambole_courses_keep_the_layout_key_users_already_have(
        parent: QWidget, tmp_path: Path) -> None:
    (index,) = [i for i, a in enumerate(GAME_AREAS) if a.key == "carambole.editor"]
    area = _build(index, parent, RecordingHost(), tmp_path)
    assert isinstance(area, EditorWindow)
    assert area.layout_key() == "courseEditor/state"
    assert GAME_AREAS[index].formats == (COURSE_FORMAT,)


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_file_header_reads_format_and_game_and_nothing_from_other_files(
        tmp_path: Path) -> None:
    assert file_header(_write(tmp_path / "a.json", {"format": "x", "game": "y"})) == ("x", "y")
    assert file_header(_write(tmp_path / "b.json", {"format": 3})) == (None, None)
    assert file_header(_write(tmp_path / "c.json", [1, 2])) == (None, None)
    (tmp_path / "d.json").write_text("not json {", encoding="utf-8")
    assert file_header(tmp_path / "d.json") == (None, None)
    assert file_header(tmp_path / "missing.json") == (None, None)


def test_files_go_to_the_area_that_opens_their_format() -> None:
    editor = area_for_file(COURSE_FORMAT, None)
    assert editor is not None and editor.key == "carambole.editor"
    assert area_for_file("golfstudio.nosuchkind", None) is None
    assert area_for_file(None, None) is None  # a round file: the studio's Game night
    claims = [a for a in GAME_AREAS if SAVED_GAME_FORMAT in a.formats]
    for area in claims:
        assert area.offer is Offer.PLAY
        assert area_for_file(SAVED_GAME_FORMAT, area.game) == area
    # A game with no play area yet: a play area still takes it, and its kit says why not.
    unplayable = area_for_file(SAVED_GAME_FORMAT, "pbm")
    assert unplayable is not None and unplayable.offer is Offer.PLAY


def test_a_saved_game_of_a_game_without_a_play_area_is_refused_with_its_reason(
        window: MainWindow, tmp_path: Path, dialogs: list[DialogCall]) -> None:
    saved = _write(tmp_path / "league.json", {
        "format": SAVED_GAME_FORMAT, "version": 1, "game": "pbm", "seed": 1,
        "params": {}, "actions": []})
    assert not window.open_path(saved)
    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Cannot open saved game")]
    assert "PBM Golf" in dialogs[0].text
    assert window.stack.currentWidget() is window.start_page
