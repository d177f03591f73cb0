"""Play Nine, the golf card game (play-nine.md, rulebook 001): the deck, the scoring of a
layout, and the game as a ``State`` of the shared engine."""
