"""The scorecard table model against the card it shows and the core's own numbers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.handicap import strokes_received
from ui.gamenight.round_file import read_round_card
from ui.gamenight.scorecard_model import RoundScorecard
from ui.main_window import SAMPLE_ROUND
from ui.scorecard.model import (
    HEADER_ROWS,
    PAR_ROW,
    SI_ROW,
    STROKES_ROLE,
    Kind,
)

DISPLAY = Qt.ItemDataRole.DisplayRole


def _header(model: RoundScorecard, orientation: Qt.Orientation, count: int) -> list[Any]:
    return [model.headerData(i, orientation, DISPLAY) for i in range(count)]


def _row(model: RoundScorecard, row: int) -> list[str]:
    return [model.index(row, c).data(DISPLAY) for c in range(model.columnCount())]


def _nine_hole_card() -> RoundCard:
    return RoundCard.from_dict({
        "game": "playnine",
        "holes": [{"par": 4, "si": si} for si in (9, 1, 5, 3, 7, 2, 8, 4, 6)],
        "players": [{"name": "Eve", "handicap": -2}, {"name": "Finn", "handicap": 11}],
        "scores": {"Eve": [3, 5, 0, -2, 4, 6, 1, 2, 3], "Finn": [5, 4, 6, 7, 3, 4, 5, 6, 2]},
    })


def test_model_passes_qt_model_tester(qtmodeltester: ModelTester) -> None:
    model = RoundScorecard()
    qtmodeltester.check(model)  # empty
    model.set_card(read_round_card(SAMPLE_ROUND))
    qtmodeltester.check(model)
    model.set_card(_nine_hole_card())
    qtmodeltester.check(model)


def test_eighteen_holes_read_like_a_paper_card() -> None:
    card = read_round_card(SAMPLE_ROUND)
    model = RoundScorecard()
    model.set_card(card)
    holes = [str(h) for h in range(1, 19)]
    assert _header(model, Qt.Orientation.Horizontal, model.columnCount()) == [
        *holes[:9], "Out", *holes[9:], "In", "Total", "Net"]
    assert _header(model, Qt.Orientation.Vertical, model.rowCount()) == [
        "Par", "SI", "Ann (5)", "Bob (0)", "Cat (12)", "Dan (8)"]

    pars, sis = card.pars, card.stroke_indexes
    assert _row(model, PAR_ROW) == [*map(str, pars[:9]), str(sum(pars[:9])),
                                    *map(str, pars[9:]), str(sum(pars[9:])), str(sum(pars)), ""]
    assert _row(model, SI_ROW) == [*map(str, sis[:9]), "", *map(str, sis[9:]), "", "", ""]

    # Net totals are the core's stroke-play net totals, so the card and the results agree.
    net = {s["name"]: s["net"] for s in score(Format.STROKE, [card], Options())["standings"]}
    for row, player in enumerate(card.players, start=HEADER_ROWS):
        gross = card.scores[player.name]
        assert _row(model, row) == [
            *map(str, gross[:9]), str(sum(gross[:9])), *map(str, gross[9:]),
            str(sum(gross[9:])), str(sum(gross)), str(net[player.name])]


def test_stroke_markers_come_from_the_core() -> None:
    card = read_round_card(SAMPLE_ROUND)
    model = RoundScorecard()
    model.set_card(card)
    hole_columns = [c for c in range(model.columnCount()) if model.column(c).kind is Kind.HOLE]
    assert len(hole_columns) == 18
    for row, player in enumerate(card.players, start=HEADER_ROWS):
        marks = [model.index(row, c).data(STROKES_ROLE) for c in hole_columns]
        assert marks == strokes_received(card.stroke_indexes, player.handicap)
    # Cat (12) gets a stroke on hole 6 (SI 1) and none on hole 13 (SI 18).
    cat = HEADER_ROWS + 2
    assert model.index(cat, 5).data(STROKES_ROLE) == 1
    assert "receives 1 stroke" in model.index(cat, 5).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(PAR_ROW, 5).data(STROKES_ROLE) == 0


def test_other_hole_counts_have_no_out_and_in() -> None:
    card = _nine_hole_card()
    model = RoundScorecard()
    model.set_card(card)
    assert _header(model, Qt.Orientation.Horizontal, model.columnCount()) == [
        *map(str, range(1, 10)), "Total", "Net"]
    assert _header(model, Qt.Orientation.Vertical, model.rowCount())[2:] == [
        "Eve (+2)", "Finn (11)"]
    net = {s["name"]: s["net"] for s in score(Format.STROKE, [card], Options())["standings"]}
    assert _row(model, HEADER_ROWS)[-2:] == [str(sum(card.scores["Eve"])), str(net["Eve"])]


def test_clearing_the_card_empties_the_model() -> None:
    model = RoundScorecard()
    model.set_card(read_round_card(SAMPLE_ROUND))
    model.set_card(None)
    assert (model.rowCount(), model.columnCount()) == (0, 0)
