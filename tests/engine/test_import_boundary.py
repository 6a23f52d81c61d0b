"""The pure packages stay pure: importing the engine and the message catalogues loads neither Textual nor Rich
(the harlequin-style boundary check, next to the import-linter contract)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

FORBIDDEN = ("textual", "rich")


@pytest.mark.parametrize("package", ["tarot_tui.engine", "tarot_tui.i18n"])
def test_pure_package_does_not_load_textual_or_rich(package: str) -> None:
    code = (
        "import json, sys\n"
        f"import {package}\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich') "
        "or m.startswith('tarot_tui.app'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = json.loads(out.stdout)
    assert loaded == [], f"importing {package} loaded {loaded}"


def test_engine_and_i18n_together() -> None:
    """Both at once, as the score command uses them."""
    code = "import json, sys, tarot_tui.engine, tarot_tui.i18n; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    modules = json.loads(out.stdout)
    assert "tarot_tui.engine" in modules and "tarot_tui.i18n" in modules
    assert not [m for m in modules if m.split(".")[0] in FORBIDDEN]
