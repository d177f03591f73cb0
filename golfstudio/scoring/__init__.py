"""Scorecards, handicaps and competition formats over plain data (rules: scoring.md).

Every format is a plain function over per-side, per-hole scores, so the CLI, the UI's live
scorecard and the store all reach the same numbers; ``formats.score`` is the one entry point
that turns a validated ``RoundCard`` into a JSON-ready result. Nothing here reads files,
prints or needs a database.
"""
