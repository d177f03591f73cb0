"""Which packages the wheel holds — the one thing pyproject.toml cannot say here.

The bundled data stays in the top-level ``resources/`` folder (architecture.md) but must
install *inside* the package, so that ``importlib.resources`` finds it wherever pip puts
GolfStudio. setuptools does that by mapping the folder onto a package name through
``package_dir``; a mapped folder outside ``golfstudio/`` is never found by package discovery,
and pyproject.toml takes either discovery or a hand-written list of every package. A list
would break the wheel each time someone adds a package, so discovery runs here and the data
package is added to its result. Everything else (metadata, version, entry point) is in
pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

DATA_PACKAGE = "golfstudio._resources"
"""Where ``resources/`` lands in an installed GolfStudio (``golfstudio/_resources/``)."""

# Each folder under resources/ is listed as a package of its own: setuptools warns about (and
# may one day drop) folders it would import as packages but was not told about.
DATA_PACKAGES = [
    DATA_PACKAGE,
    *(f"{DATA_PACKAGE}.{name}" for name in find_namespace_packages("resources")),
]

setup(
    packages=[
        *find_namespace_packages(include=["golfstudio", "golfstudio.*", "ui", "ui.*"]),
        *DATA_PACKAGES,
    ],
    package_dir={DATA_PACKAGE: "resources"},
    # Every kind of file ships: JSON, SVG and PNG today, Qt translations (.ts/.qm) tomorrow.
    # The Alembic template is needed to write new revisions from an installed copy.
    package_data={
        **{package: ["*"] for package in DATA_PACKAGES},
        "golfstudio.store.migrations": ["*.mako"],
    },
)
