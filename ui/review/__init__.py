"""The review of a game (issue 31): the view, its chart and table, and the button that opens
it from a finished game or a saved game's replay (docs/review.md, "In the app")."""
