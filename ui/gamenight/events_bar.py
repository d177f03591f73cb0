"""Under the grid: what a hole needs besides its scores, for the formats that read it.

- **Nassau** (either kind): a "Press" button. The side that is down in the current bet may
  press from the next hole to be played; the button names it and is disabled otherwise, its
  tooltip saying why in the core's words (``gamenight.night.press_offer``).
- **Wolf**: for the hole the cursor is on, the wolf (the rotation's) and a choice — a
  partner, lone wolf or blind lone wolf — made before that hole's scores.
- **Bingo-Bango-Bongo**: for that hole, who was first on the green, closest to the pin,
  first in.

The bar only shows and reports choices (``wolf_chosen``, ``bbb_chosen``; the press button's
``clicked``); the page writes them through undoable commands. Each control has a mnemonic
(Alt+W, Alt+I, Alt+A, Alt+O, Alt+P) and the page gives the keyboard back to the grid once a
choice is made. The choices are numbered ("2 · with Cat", "4 · lone wolf"), so one key
picks one whatever the players are called.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from golfstudio.gamenight.night import NightState, PressOffer
from golfstudio.gamenight.setup import NASSAUS
from golfstudio.scoring.bbb import Award
from golfstudio.scoring.events import RoundEvents
from golfstudio.scoring.wolf import wolf_of
from golfstudio.store import Format

LONE = "lone"
BLIND = "blind"


class HoleEventsBar(QFrame):
    wolf_chosen = Signal(int, object)
    """(hole, choice): None (no choice), LONE, BLIND or a partner's player id."""
    bbb_chosen = Signal(int, str, object)
    """(hole, award value, player id or None)."""

    def __init__(self, state: NightState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holeEvents")
        self.hole = 1
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 4, 0, 4)
        row.setSpacing(8)
        self.press_button = QPushButton(self.tr("&Press"), self)
        self.press_label = QLabel(self)
        self.press_label.setObjectName("muted")
        self.wolf_label = QLabel(self)
        self.wolf_box = QComboBox(self)
        self.wolf_label.setBuddy(self.wolf_box)
        self.wolf_box.activated.connect(self._wolf_activated)
        self.bbb_label = QLabel(self)
        self.bbb_boxes: dict[Award, QComboBox] = {}
        self._award_labels: dict[Award, QLabel] = {}
        row.addWidget(self.press_button)
        row.addWidget(self.press_label)
        row.addSpacing(16)
        row.addWidget(self.wolf_label)
        row.addWidget(self.wolf_box)
        row.addSpacing(16)
        row.addWidget(self.bbb_label)
        texts = {Award.BINGO: self.tr("B&ingo (first on)"),
                 Award.BANGO: self.tr("B&ango (closest)"),
                 Award.BONGO: self.tr("B&ongo (first in)")}
        for award in Award:
            label = QLabel(texts[award], self)
            box = QComboBox(self)
            label.setBuddy(box)
            box.activated.connect(lambda _index, a=award: self._bbb_activated(a))
            self.bbb_boxes[award] = box
            self._award_labels[award] = label
            row.addWidget(label)
            row.addWidget(box)
        row.addStretch(1)
        self.set_state(state)

    def set_state(self, state: NightState) -> None:
        """The night's formats and players (after a correction too)."""
        self.state = state
        self._wolf_hole: tuple[int, tuple[str, ...]] | None = None
        formats = {played.format for played in state.formats}
        self.has_press = bool(formats & NASSAUS)
        self.has_wolf = Format.WOLF in formats and len(state.seats) == 4
        self.has_bbb = Format.BINGO_BANGO_BONGO in formats
        self.press_button.setVisible(self.has_press)
        self.press_label.setVisible(self.has_press)
        self.wolf_label.setVisible(self.has_wolf)
        self.wolf_box.setVisible(self.has_wolf)
        self.bbb_label.setVisible(self.has_bbb)
        for award, box in self.bbb_boxes.items():
            box.setVisible(self.has_bbb)
            self._award_labels[award].setVisible(self.has_bbb)
            box.clear()
            box.addItem(self.tr("0 · nobody"), None)
            for number, seat in enumerate(state.seats, 1):
                box.addItem(self.tr("{key} · {name}").format(key=number, name=seat.name),
                            seat.player_id)
        self.setVisible(self.has_press or self.has_wolf or self.has_bbb)

    # --- showing ------------------------------------------------------------------------
    def show_hole(self, hole: int, events: RoundEvents, offer: PressOffer | None) -> None:
        """The cursor's ``hole`` with its stored events, and the press on offer now."""
        self.hole = hole
        if self.has_press:
            self._show_press(offer)
        if self.has_wolf:
            self._show_wolf(hole, events)
        if self.has_bbb:
            self.bbb_label.setText(self.tr("Hole {hole}:").format(hole=hole))
            given = {event.award: event.player for event in events.bbb if event.hole == hole}
            ids = {seat.name: seat.player_id for seat in self.state.seats}
            for award, box in self.bbb_boxes.items():
                name = given.get(award)
                box.setCurrentIndex(0 if name is None else max(0, box.findData(ids.get(name))))

    def _show_press(self, offer: PressOffer | None) -> None:
        if offer is None or offer.side is None:
            self.press_button.setText(self.tr("&Press"))
            self.press_button.setEnabled(False)
            reason = "" if offer is None else offer.reason
            tip = self.tr("Nobody can press now: {reason}").format(reason=reason)
            self.press_button.setToolTip(tip)
            self.press_label.setText(self.tr("Only the side that is down may press"))
            self.press_label.setToolTip(tip)
            return
        segment = (self.tr("front") if offer.segment.value == "front" else self.tr("back"))
        self.press_button.setText(self.tr("&Press: {side}").format(side=offer.side))
        self.press_button.setEnabled(True)
        tip = self.tr("{side} is down and presses the {segment} bet from hole {hole}").format(
            side=offer.side, segment=segment, hole=offer.hole)
        self.press_button.setToolTip(tip)
        self.press_label.setText(self.tr("from hole {hole} ({segment})").format(
            hole=offer.hole, segment=segment))
        self.press_label.setToolTip(tip)

    def _show_wolf(self, hole: int, events: RoundEvents) -> None:
        names = self.state.names
        wolf = wolf_of(names, hole)
        self.wolf_label.setText(self.tr("Hole {hole} · &wolf {wolf}:").format(hole=hole,
                                                                             wolf=wolf))
        box = self.wolf_box
        if self._wolf_hole != (hole, names):
            # Rebuilt only for another hole: the items are numbered, so that one key picks
            # one (the combo's keyboard search), whatever the players are called.
            self._wolf_hole = (hole, names)
            box.clear()
            box.addItem(self.tr("— choose —"), None)
            partners = [seat for seat in self.state.seats if seat.name != wolf]
            for number, seat in enumerate(partners, 1):
                box.addItem(self.tr("{key} · with {partner}").format(key=number,
                                                                     partner=seat.name),
                            seat.player_id)
            box.addItem(self.tr("{key} · lone wolf").format(key=len(partners) + 1), LONE)
            box.addItem(self.tr("{key} · blind lone wolf").format(key=len(partners) + 2),
                        BLIND)
        choice = next((c for c in events.wolf if c.hole == hole), None)
        if choice is None:
            box.setCurrentIndex(0)
        elif choice.partner is not None:
            ids = {seat.name: seat.player_id for seat in self.state.seats}
            box.setCurrentIndex(max(0, box.findData(ids.get(choice.partner))))
        else:
            box.setCurrentIndex(box.findData(BLIND if choice.blind else LONE))

    # --- choosing -----------------------------------------------------------------------
    def _wolf_activated(self, index: int) -> None:
        self.wolf_chosen.emit(self.hole, self.wolf_box.itemData(index))

    def _bbb_activated(self, award: Award) -> None:
        box = self.bbb_boxes[award]
        self.bbb_chosen.emit(self.hole, award.value, box.currentData())
