"""The package says it is typed (PEP 561: a ``py.typed`` marker beside its ``__init__.py``), so that mypy checks a
program that imports it against its annotations: without the marker, mypy on a file importing ``tarot_tui`` said
"module is installed, but missing library stubs or py.typed marker [import-untyped]". The wheel holds every file of
``src/tarot_tui`` (``[tool.hatch.build.targets.wheel] packages``), the marker with them."""

from __future__ import annotations

import subprocess
import sys
from importlib.resources import files
from pathlib import Path


def test_the_package_has_the_marker() -> None:
    assert files("tarot_tui").joinpath("py.typed").is_file()


def test_mypy_checks_a_program_that_imports_the_package(tmp_path: Path) -> None:
    program = tmp_path / "use.py"
    program.write_text("from tarot_tui.engine import is_trump, trump\n\nwrong: str = is_trump(trump(21))\n")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), str(program)],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # (not the project's own configuration)
        timeout=300,
        check=False,
    )
    assert "import-untyped" not in done.stdout, done.stdout
    # The annotations are read: a wrong type from the package is found.
    assert "use.py:3: error: Incompatible types in assignment" in done.stdout, done.stdout
