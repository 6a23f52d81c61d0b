"""Footer labels from the catalogue: bindings carry a message key (``key.*``) as their description."""

from __future__ import annotations

from dataclasses import replace

from textual.dom import DOMNode

from tarot_tui.i18n import t


def translate_bindings(node: DOMNode) -> None:
    """Replace every ``key.*`` description of ``node``'s bindings by its text in the current language."""
    table = node._bindings.key_to_bindings
    for key, bindings in list(table.items()):
        table[key] = [
            replace(b, description=t(b.description)) if b.description.startswith("key.") else b for b in bindings
        ]
