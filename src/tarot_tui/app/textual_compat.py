"""Every use of a Textual internal, in one place, for what Textual has no public API for.

Each function names the internal it relies on; ``tests/app/test_textual_compat.py`` fails loudly when a Textual
release changes one of them.

* ``translate_bindings``: rewrites the descriptions in a node's own binding table (``DOMNode._bindings``, a
  ``BindingsMap`` with ``key_to_bindings``). Only ``TableScreen`` still calls it; every other screen mixes in
  ``app.keys.CatalogueKeys``, which does the same through the public ``Screen.active_bindings``. The table shows
  its keys in a ``KeyBar`` (and the command palette is off), so switching it to ``CatalogueKeys`` and deleting
  this function changes nothing a player sees.
"""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding
from textual.dom import DOMNode

from tarot_tui.i18n import t


def binding_table(node: DOMNode) -> dict[str, list[Binding]]:
    """The node's own key -> bindings table (internal: ``node._bindings.key_to_bindings``)."""
    table: dict[str, list[Binding]] = node._bindings.key_to_bindings
    return table


def translate_bindings(node: DOMNode) -> None:
    """Replace every ``key.*`` description of ``node``'s own bindings by its text in the current language."""
    table = binding_table(node)
    for key, bindings in list(table.items()):
        table[key] = [
            replace(b, description=t(b.description)) if b.description.startswith("key.") else b for b in bindings
        ]


__all__ = ["binding_table", "translate_bindings"]
