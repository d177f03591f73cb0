"""Dice Golf in the studio: its track editor (``editor``), its play view (``play``) and the
drawing of the track both of them show (``track``), one package per game the way its core
(``golfstudio.dicegolf``) is."""
