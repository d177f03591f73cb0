"""Alembic's migration environment for the store, shipped inside the package.

There is no alembic.ini: :mod:`golfstudio.store.migrate` builds the configuration in code,
so an installed GolfStudio upgrades its database with nothing on disk beside the package.
"""
