"""PBM Golf in the studio: the game master's league (``league``), one package per game the
way its core (``golfstudio.pbm``) is."""
