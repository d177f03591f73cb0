"""Players that are not people, per game: ``ai.carambole`` (random, greedy) and ``ai.best``.

Every AI has ``choose(view) -> action`` and sees only ``state.view(its seat)`` (hidden cards
masked); chance is never an AI's choice. The registry finds a game's AIs by name through
``engine.registry.ai_players``, so the CLI, the simulator and the play view's seats offer the
same list.
"""
