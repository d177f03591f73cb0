"""GolfStudio's core: rules engines, analysis, scoring and storage, with no Qt anywhere."""

# The one version number: pyproject.toml reads it from here (setuptools' dynamic `attr`,
# parsed from the source without importing), so the wheel and `golfstudio --version` agree.
__version__ = "0.1.0"
