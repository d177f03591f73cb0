"""The one error type of game night: a refused entry, with a message fit for a status bar."""

from golfstudio.errors import GolfStudioError


class EntryError(GolfStudioError):
    """A score, a course or a CSV line that cannot be taken as it is."""
