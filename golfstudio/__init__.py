"""GolfStudio's core: rules engines, analysis, scoring and storage, with no Qt anywhere."""

__version__ = "0.1.0"
