"""Benchmarks run from the command line (``golfstudio bench …``): what a user's machine
costs for a season's worth of data. Not tests: nothing here fails on a slow machine."""
