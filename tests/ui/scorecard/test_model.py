"""The one scorecard model: a paper card's columns, sums of the holes known so far, a digit
being typed, the colours to par where a hole counts strokes, the hole in play and the
winners; and a card shown again repaints nothing, a new shape resets the model."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.courses import install_bundled
from golfstudio.gamenight.night import load_night
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.handicap import strokes_received
from golfstudio.store import Store, open_store
from ui import theme
from ui.gamenight.entry_model import EntryModel
from ui.gamenight.scorecard_model import RoundScorecard
from ui.scorecard.model import (
    HEADER_ROWS,
    PAR_ROW,
    PENDING_ROLE,
    STROKES_ROLE,
    Card,
    Column,
    Course,
    Kind,
    PlayerRow,
    ScorecardModel,
    ScoreCell,
    columns_for,
    handicap_label,
)

DISPLAY = Qt.ItemDataRole.DisplayRole
BACKGROUND = Qt.ItemDataRole.BackgroundRole
TIP = Qt.ItemDataRole.ToolTipRole


def _colour(model: ScorecardModel, row: int, column: int) -> object:
    brush = model.index(row, column).data(BACKGROUND)
    return brush.color() if isinstance(brush, QBrush) else None


def _night(store: Store, game: str, handicaps: tuple[int, ...]) -> int:
    course = next(c for c in install_bundled(store) if c.game == game)
    ids = [store.add_player(name).id or 0 for name in ("Ann", "Bob")]
    night = store.add_night(date(2024, 3, 7), course.id or 0, ids,
                            course_handicaps=dict(zip(ids, handicaps, strict=True)))
    assert night.id is not None
    return night.id


def test_columns_follow_a_paper_card() -> None:
    def titles(columns: list[Column]) -> list[str]:
        return [c.title for c in columns]

    eighteen = columns_for(18)
    assert titles(eighteen) == [*map(str, range(1, 10)), "Out", *map(str, range(10, 19)),
                                "In", "Total", "Net"]
    assert [c.holes for c in eighteen if c.kind is not Kind.HOLE] == [
        range(9), range(9, 18), range(18), range(18)]
    assert titles(columns_for(9, net=False)) == [*map(str, range(1, 10)), "Total"]
    assert titles(columns_for(12)) == [*map(str, range(1, 13)), "Total", "Net"]
    assert handicap_label("Eve", -2) == "Eve (+2)" and handicap_label("Finn", 11) == "Finn (11)"


def test_sums_add_the_holes_known_so_far_and_net_takes_off_their_strokes(
        qtmodeltester: ModelTester) -> None:
    strokes = (1, 0, 2, 0)
    card = Card(players=(
        PlayerRow("Ann", (ScoreCell(5), ScoreCell(None), ScoreCell(6), ScoreCell(None)),
                  label="Ann (3)", strokes=strokes),
        PlayerRow("Bob", tuple(ScoreCell() for _ in range(4)))),
        holes=4, course=Course((4, 3, 5, 4), (2, 4, 1, 3)), net=True)
    model = ScorecardModel()
    model.show(card)
    qtmodeltester.check(model)
    assert model.header_rows == HEADER_ROWS and model.rowCount() == HEADER_ROWS + 2
    assert [model.index(PAR_ROW, c).data() for c in range(6)] == ["4", "3", "5", "4", "16", ""]
    assert model.values() == [[5, None, 6, None, 11, 11 - 1 - 2], [None] * 6]
    assert model.headerData(HEADER_ROWS, Qt.Orientation.Vertical) == "Ann (3)"
    assert [model.index(HEADER_ROWS, c).data(STROKES_ROLE) for c in range(6)] == [
        1, 0, 2, 0, 0, 0]
    # A hole's tip works out what a reader of the paper card would.
    assert model.index(HEADER_ROWS, 0).data(TIP) == (
        "Ann, hole 1 (par 4, SI 2): 5, receives 1 stroke, net 4")
    assert model.index(HEADER_ROWS, 1).data(TIP) is None
    # Under par is green, two over is red: 5 on a par 4 is neither, 6 on a par 5 neither.
    assert _colour(model, HEADER_ROWS, 0) is None
    assert _colour(model, HEADER_ROWS, 4) == theme.SUM_CELL
    flags = model.flags(model.index(HEADER_ROWS, 0))
    assert flags & Qt.ItemFlag.ItemIsSelectable
    assert not model.flags(model.index(HEADER_ROWS, 4)) & Qt.ItemFlag.ItemIsSelectable
    assert not model.flags(model.index(PAR_ROW, 0)) & Qt.ItemFlag.ItemIsSelectable


def test_the_hole_in_play_and_the_winners(qtmodeltester: ModelTester) -> None:
    def card(current: int, winners: tuple[int, ...]) -> Card:
        return Card(players=(
            PlayerRow("Ann", (ScoreCell(3), ScoreCell(2, True, "2 so far"))),
            PlayerRow("Bob", (ScoreCell(4), ScoreCell(None)))),
            holes=2, hole_names=("The straight", "Dog-leg"), current=current,
            winners=winners)

    model = ScorecardModel()
    model.show(card(1, ()))
    qtmodeltester.check(model)
    assert model.header_rows == 0 and model.current_hole == 1
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == [
        "1", "2", "Total"]
    assert model.headerData(1, Qt.Orientation.Horizontal, TIP) == "Dog-leg"
    font = model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.bold() and font.underline()
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) is None
    assert _colour(model, 1, 1) == theme.ACCENT_SOFT  # Bob's blank on the hole in play
    total = model.cell(0, model.total_column)
    assert (total.value, total.provisional) == (5, True)
    assert model.index(0, 2).data(TIP) == "So far, with the holes still being played"
    italic = model.index(0, 2).data(Qt.ItemDataRole.FontRole)
    assert isinstance(italic, QFont) and italic.italic()
    model.show(card(-1, (0,)))
    assert model.winners() == (0,)
    assert _colour(model, 0, 2) == theme.UNDER_PAR
    assert _colour(model, 1, 2) == theme.SUM_CELL


def test_showing_the_same_card_repaints_nothing_and_a_new_shape_resets(
        qtbot: QtBot) -> None:
    def card(first: int | None, players: int = 2) -> Card:
        return Card(players=tuple(
            PlayerRow(f"P{p}", (ScoreCell(first), ScoreCell(None))) for p in range(players)),
            holes=2)

    model = ScorecardModel()
    model.show(card(None))
    with qtbot.assertNotEmitted(model.dataChanged), \
            qtbot.assertNotEmitted(model.modelReset):
        model.show(card(None))
    with qtbot.waitSignal(model.dataChanged, timeout=0), \
            qtbot.assertNotEmitted(model.modelReset):
        model.show(card(4))
    with qtbot.waitSignal(model.modelReset, timeout=0):
        model.show(card(4, players=3))
    assert model.rowCount() == 3
    with qtbot.waitSignal(model.modelReset, timeout=0):
        model.show(None)
    assert (model.rowCount(), model.columnCount()) == (0, 0)


def test_the_scorekeepers_grid_passes_qts_checks_while_typing(
        qtmodeltester: ModelTester, tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'n.db'}") as store:
        night = load_night(store, _night(store, "ultimate", (4, -1)))
        model = EntryModel(store, night, night.round_ids[0])
        qtmodeltester.check(model)
        ann, bob = (s.player_id for s in night.seats)
        store.record_score(night.round_ids[0], ann, 1, 3)  # a birdie on a par 4
        store.record_score(night.round_ids[0], ann, 2, 7)
        store.record_score(night.round_ids[0], bob, 10, 5)
        model.refresh()
        hole_1, hole_2 = model.column_of_hole(1), model.column_of_hole(2)
        model.set_pending(HEADER_ROWS + 1, hole_1, "1")
        qtmodeltester.check(model)
        typing = model.index(HEADER_ROWS + 1, hole_1)
        assert typing.data() == "1…" and typing.data(PENDING_ROLE) is True
        assert _colour(model, HEADER_ROWS + 1, hole_1) == theme.ACCENT_SOFT
        assert model.index(HEADER_ROWS, hole_1).data(PENDING_ROLE) is False
        assert _colour(model, HEADER_ROWS, hole_1) == theme.UNDER_PAR
        assert night.holes[1].par == 4
        assert _colour(model, HEADER_ROWS, hole_2) == theme.OVER_PAR  # a triple bogey
        # Out, In, Total and Net add the holes entered so far; Net less their strokes.
        strokes = strokes_received([h.si for h in night.holes], 4)
        out, in_, total, net = (model.cell(HEADER_ROWS, c).value for c in (9, 19, 20, 21))
        assert (model.column(9).kind, out, in_, total) == (Kind.OUT, 10, None, 10)
        assert net == 10 - strokes[0] - strokes[1]
        assert model.cell(HEADER_ROWS + 1, 19).value == 5  # Bob's In
        assert model.headerData(HEADER_ROWS + 1, Qt.Orientation.Vertical) == "Bob (+1)"
        assert model.index(HEADER_ROWS, hole_1).data(TIP).startswith("Ann, hole 1 (par 4")
        model.set_pending(HEADER_ROWS + 1, hole_1, "")
        assert model.index(HEADER_ROWS + 1, hole_1).data() == ""
        assert model.cell_at(HEADER_ROWS + 1, hole_2) == (bob, 2)
        assert model.cell_at(HEADER_ROWS, 9) is None and model.cell_at(PAR_ROW, 0) is None


def test_play_nine_cards_have_no_birdies(tmp_path: Path) -> None:
    """A Play Nine hole is a card total: 0 on a par 4 is no eagle, so no colour to par —
    on the scorekeeper's grid and on a round file's card alike."""
    with open_store(f"sqlite:///{tmp_path / 'p9.db'}") as store:
        night = load_night(store, _night(store, "playnine", (0, 0)))
        model = EntryModel(store, night, night.round_ids[0])
        ann = night.seats[0].player_id
        store.record_score(night.round_ids[0], ann, 1, -5)
        model.refresh()
        assert model.index(HEADER_ROWS, 0).data() == "-5"
        assert _colour(model, HEADER_ROWS, 0) is None
    paper = RoundScorecard()
    paper.set_card(RoundCard.from_dict({
        "game": "playnine", "holes": [{"par": 4, "si": si} for si in range(1, 10)],
        "players": [{"name": "Eve", "handicap": 0}],
        "scores": {"Eve": [-5, 12, 4, 4, 4, 4, 4, 4, 4]}}))
    assert [_colour(paper, HEADER_ROWS, c) for c in range(2)] == [None, None]
    paper.set_card(RoundCard.from_dict({
        "game": "ultimate", "holes": [{"par": 4, "si": si} for si in range(1, 10)],
        "players": [{"name": "Eve", "handicap": 0}],
        "scores": {"Eve": [3, 6, 4, 4, 4, 4, 4, 4, 4]}}))
    assert [_colour(paper, HEADER_ROWS, c) for c in range(2)] == [
        theme.UNDER_PAR, theme.OVER_PAR]
