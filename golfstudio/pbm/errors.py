"""PBM Golf's one domain error: settings, clubs, an entry or a file the league cannot take, in
words a user can read (one line per problem, ``ProblemsError``)."""

from golfstudio.errors import ProblemsError

__all__ = ["PbmError"]


class PbmError(ProblemsError):
    """What cannot be read, evaluated or saved as asked."""
