"""docs/threat-model.md names, for every line it says is held, the tests that hold it: each must exist."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODEL = ROOT / "docs" / "threat-model.md"
CITED = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")


def test_every_test_the_threat_model_names_exists() -> None:
    text = MODEL.read_text(encoding="utf-8")
    cited = CITED.findall(text)
    assert len(cited) >= 20
    missing = []
    for path, name in cited:
        file = ROOT / path
        names = (
            {
                node.name
                for node in ast.walk(ast.parse(file.read_text(encoding="utf-8")))
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            }
            if file.is_file()
            else set()
        )
        if name not in names:
            missing.append(f"{path}::{name}")
    assert missing == []


def test_every_row_of_a_table_is_held_by_a_test() -> None:
    """A row says what stops the attack and which test holds it: "not yet held" rows are listed under 'What is not
    held', not in the tables."""
    rows = [
        line for line in MODEL.read_text(encoding="utf-8").splitlines() if line.startswith("| ") and "---" not in line
    ]
    held = [row for row in rows if not row.startswith("| who ")]
    assert held
    for row in held:
        assert "not yet held" not in row, row
        assert CITED.search(row), row
