"""``python -m golfstudio.cli``: the same entry point as the ``golfstudio`` script.

Guarded so that importing the module (tests/test_boundary.py imports every core module)
does not start the studio.
"""

from golfstudio.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
