"""Running the CLI in-process for a test: its exit status, stdout and stderr."""

from __future__ import annotations

import pytest

from golfstudio.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """stdout of a command that must succeed and say nothing on stderr."""
    code, out, err = run(capsys, *argv)
    assert (code, err) == (0, "")
    return out


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """stderr of a command that must refuse its input: exit 2, one line, nothing on stdout."""
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1, err
    assert err.startswith("golfstudio: ")
    return err
