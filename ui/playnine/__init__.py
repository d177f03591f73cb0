"""Play Nine in the studio: its play view (``play``), one package per game the way its core
(``golfstudio.playnine``) is."""
