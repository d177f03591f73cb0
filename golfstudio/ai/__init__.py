"""Players for the studio's games: random, greedy and (later) best, analysis-backed.

One module per game (``ai.carambole`` …). Every player has ``choose(state) -> action`` for a
state that is not a chance node; chance is the game's (``sample_chance``) or the caller's.
"""
