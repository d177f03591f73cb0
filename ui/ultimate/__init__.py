"""Ultimate Golf in the studio: its hole editor (``editor``), its play view (``play``) and the
drawing of a hole both of them show (``drawing``), one package per game the way its core
(``golfstudio.ultimate``) is."""
