"""The one hole-by-hole scorecard every page of the studio shows (``model``): the play kit
and game night both build on it without importing each other."""
