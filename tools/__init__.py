"""Developer tools run from a checkout (``python3 -m tools.<name>``); not part of the
installed studio."""
