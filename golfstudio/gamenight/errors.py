"""The error types of game night: a refused entry, with a message fit for a status bar, and
a night file that cannot be read."""

from golfstudio.errors import GolfStudioError, ProblemsError


class EntryError(GolfStudioError):
    """A score, a course or a CSV line that cannot be taken as it is."""


class NightFileError(ProblemsError):
    """A night file that cannot be read or imported: one readable line per problem, prefixed
    with the file's name when there is one (``ProblemsError``)."""
