"""The palette's pictures: every bundled piece draws as an icon."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from golfstudio.carambole.pieces import bundled_pieces
from tests.ui.screenshot import distinct_colours
from ui.carambole.editor.palette import piece_image

PIECES = bundled_pieces()


def test_every_piece_has_an_icon(qtbot: QtBot) -> None:
    for piece in PIECES:
        assert distinct_colours(piece_image(piece, 48), step=2) > 10
