"""Subcommands of ``tarot-tui``. Each module exposes ``register(subparsers)`` and sets ``handler``."""

from __future__ import annotations

import argparse
import importlib
from typing import Any

SUBCOMMAND_MODULES = ("score", "simulate", "export", "sheet", "stats", "serve", "phones")
"""Modules under ``tarot_tui.cli`` that add a subcommand."""


def register_subcommands(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Let every subcommand module add its parser."""
    for name in SUBCOMMAND_MODULES:
        module = importlib.import_module(f"tarot_tui.cli.{name}")
        module.register(subparsers)
