"""The pure packages stay pure: importing one in a fresh interpreter loads neither Textual nor Rich nor the app or
the command line, and the engine loads nothing else of the project (the harlequin-style check, beside the
import-linter contracts of ``pyproject.toml``, which ``lint-imports`` checks statically). A further test keeps the
contracts complete: every top-level module of ``tarot_tui`` has its place in the layers.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import tarot_tui

UI = ("tarot_tui.app", "tarot_tui.cli", "tarot_tui.__main__")
"""The top-level modules that may import Textual or Rich."""

PACKAGE_DIR = Path(tarot_tui.__file__).parent
PYPROJECT = Path(__file__).parents[2] / "pyproject.toml"


def top_level_modules() -> list[str]:
    """Every package and module directly under ``tarot_tui``."""
    names = [p.stem for p in PACKAGE_DIR.glob("*.py") if p.stem != "__init__"]
    names += [p.name for p in PACKAGE_DIR.iterdir() if (p / "__init__.py").is_file()]
    return sorted(f"tarot_tui.{name}" for name in names)


PURE = [name for name in top_level_modules() if name not in UI]
"""The pure packages: every top-level module but the app, the command line and the entry point."""


def loaded_after_import(module: str) -> list[str]:
    """The modules a fresh interpreter has loaded after ``import module`` and, for a package, every module in it."""
    code = (
        f"import importlib, json, pkgutil, sys\nimport {module} as top\n"
        "for info in pkgutil.walk_packages(getattr(top, '__path__', []), top.__name__ + '.'):\n"
        "    importlib.import_module(info.name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded: list[str] = json.loads(out.stdout)
    return loaded


def test_the_pure_packages_are_found() -> None:
    """The list is read from the tree, so a new package is checked without editing this test."""
    for name in ("tarot_tui.engine", "tarot_tui.i18n", "tarot_tui.persistence", "tarot_tui.bots", "tarot_tui.coaching"):
        assert name in PURE
    assert not set(UI) & set(PURE)


@pytest.mark.parametrize("module", PURE)
def test_pure_package_does_not_load_textual_rich_app_or_cli(module: str) -> None:
    loaded = loaded_after_import(module)
    bad = [m for m in loaded if m.split(".")[0] in ("textual", "rich") or m.startswith(UI)]
    assert bad == [], f"importing {module} loaded {bad[:8]}"


def test_the_engine_loads_nothing_else_of_the_project() -> None:
    loaded = loaded_after_import("tarot_tui.engine")
    project = [m for m in loaded if m.startswith("tarot_tui.") and not m.startswith("tarot_tui.engine")]
    assert project == []


def test_the_turn_flow_model_is_pure() -> None:
    """``tarot_tui.play`` is one of the pure packages (checked by the parametrised test above)."""
    assert importlib.util.find_spec("tarot_tui.play") is not None
    assert "tarot_tui.play" in PURE


def contracts() -> list[dict[str, object]]:
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    found: list[dict[str, object]] = config["tool"]["importlinter"]["contracts"]
    return found


def test_every_top_level_module_has_a_layer() -> None:
    """The layers contract names every top-level module, so none escapes the import direction."""
    (layers,) = [c for c in contracts() if c["type"] == "layers" and str(c["name"]).startswith("The top-level")]
    named: set[str] = set()
    for layer in layers["layers"]:  # type: ignore[attr-defined]
        named |= {part.strip().strip("()") for part in layer.replace(":", "|").split("|")}
    missing = [m for m in top_level_modules() if m not in named]
    assert missing == [], f"add {missing} to the layers contract in pyproject.toml"


def test_every_pure_package_is_in_the_pure_contract() -> None:
    """The forbidden contract of the pure models lists every pure package but the engine (which has its own)."""
    (pure,) = [c for c in contracts() if str(c["name"]).startswith("The pure models")]
    sources = {str(s).removesuffix(".**") for s in pure["source_modules"]}  # type: ignore[attr-defined]
    missing = [m for m in PURE if m != "tarot_tui.engine" and m not in sources]
    assert missing == [], f"add {missing} to the pure models' contract in pyproject.toml"


def test_every_app_module_has_a_layer() -> None:
    """The app's layers contract names every module and package directly under ``tarot_tui.app``."""
    (layers,) = [c for c in contracts() if str(c["name"]).startswith("Inside the app")]
    named: set[str] = set()
    for layer in layers["layers"]:  # type: ignore[attr-defined]
        named |= {part.strip().strip("()") for part in layer.split("|")}
    app_dir = PACKAGE_DIR / "app"
    found = {f"tarot_tui.app.{p.stem}" for p in app_dir.glob("*.py") if p.stem != "__init__"}
    found |= {f"tarot_tui.app.{p.name}" for p in app_dir.iterdir() if (p / "__init__.py").is_file()}
    assert sorted(found - named) == [], "add them to the app's layers contract in pyproject.toml"


def test_the_engines_public_names_are_not_its_submodules_names() -> None:
    """``from tarot_tui.engine import X`` must mean the public name ``X``: were ``X`` also a submodule's name,
    import-linter would read it as an import of that submodule (and the public-face contract would break), and a
    reader could not tell which one is meant."""
    import tarot_tui.engine as engine

    submodules = {p.stem for p in Path(engine.__file__).parent.glob("*.py") if p.stem != "__init__"}
    assert sorted(set(engine.__all__) & submodules) == []


def test_the_public_face_binds_the_engines_own_objects() -> None:
    """Every name of ``tarot_tui.engine.__all__`` is the very object its submodule defines (a re-export, no
    wrapper), so a hot path that imports it from the package calls the same function."""
    import importlib

    import tarot_tui.engine as engine

    for name in engine.__all__:
        value = getattr(engine, name)
        home = getattr(value, "__module__", None)
        if home and home.startswith("tarot_tui.engine."):
            assert getattr(importlib.import_module(home), name, value) is value, name


def private_imports() -> list[str]:
    """Every ``from X import _name`` in the package where X is another module of ``tarot_tui`` (a module's private
    names are its own; ``__future__`` and dunder names aside)."""
    import ast

    found = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or node.module == "__future__":
                continue
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    where = path.relative_to(PACKAGE_DIR)
                    found.append(f"{where}:{node.lineno} imports {alias.name} from {'.' * node.level}{node.module}")
    return found


def test_no_module_imports_another_modules_private_names() -> None:
    assert private_imports() == []
