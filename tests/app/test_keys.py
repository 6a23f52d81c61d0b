"""The footer speaks the player's language through the public ``Screen.active_bindings`` (``app.keys.CatalogueKeys``):
no screen writes into Textual's binding tables; the public API it relies on is checked here."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import random

import pytest
from harness import screen_text
from textual.binding import ActiveBinding, Binding
from textual.dom import DOMNode
from textual.screen import Screen

import tarot_tui.app.screens
from tarot_tui.app.app import TarotApp
from tarot_tui.app.keys import CatalogueKeys, translated
from tarot_tui.app.screens.settings import SettingsScreen
from tarot_tui.persistence import AppSettings


class _Node(DOMNode):
    BINDINGS = [Binding("ctrl+s", "save", "key.save"), Binding("x", "other", "plain words")]


def test_the_public_api_catalogue_keys_relies_on() -> None:
    """``Screen.active_bindings`` is a property of ``ActiveBinding(node, binding, enabled, tooltip)`` tuples."""
    assert isinstance(inspect.getattr_static(Screen, "active_bindings"), property)
    assert ActiveBinding._fields == ("node", "binding", "enabled", "tooltip")
    entry = ActiveBinding(_Node(), Binding("ctrl+s", "save", "key.save"), True, "key.back")
    (out,) = translated({"ctrl+s": entry}).values()
    assert (out.binding.description, out.tooltip, out.enabled) == ("Bewaren", "Terug", True)


@pytest.mark.parametrize(
    ("lang", "words", "other"), [("nl", ("Terug", "Bewaren"), "Save"), ("en", ("Back", "Save"), "Bewaren")]
)
async def test_the_footer_speaks_the_players_language(lang: str, words: tuple[str, str], other: str) -> None:
    """The settings screen's footer shows its keys in the language of the evening, never a ``key.*`` id."""
    app = TarotApp(settings=AppSettings(bot_pace=0), lang=lang, rng=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        descriptions = [entry.binding.description for entry in app.screen.active_bindings.values()]
        assert set(words) <= set(descriptions) and not [d for d in descriptions if d.startswith("key.")]
        footer = screen_text(app).splitlines()[-1]
        assert all(word in footer for word in words) and "key." not in footer and other not in footer, footer


def _screen_classes() -> list[type[Screen[object]]]:
    found: list[type[Screen[object]]] = []
    for info in pkgutil.iter_modules(tarot_tui.app.screens.__path__):
        module = importlib.import_module(f"tarot_tui.app.screens.{info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Screen) and cls.__module__ == module.__name__:
                found.append(cls)
    return found


def test_every_screen_with_catalogue_keys_translates_them() -> None:
    """A screen whose bindings carry ``key.*`` descriptions mixes in ``CatalogueKeys`` (no private tables)."""
    missing = []
    for cls in _screen_classes():
        keys = [b for b in Binding.make_bindings(cls.BINDINGS) if b.description.startswith("key.")]
        if keys and not issubclass(cls, CatalogueKeys):
            missing.append(cls.__name__)
    assert missing == []
    assert "SettingsScreen" in {cls.__name__ for cls in _screen_classes()}
