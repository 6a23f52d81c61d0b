"""Check boxes and radio buttons that show their mark only when on.

Textual draws an unchecked box as ``▐X▌`` with the X dimmed (``[X]`` in the ASCII look), which a table read as
checked (issue 27, item 7). These draw ``▐ ▌`` (``[ ]``) when off and the mark only when on, through the public
``BUTTON_INNER`` that Textual's ``ToggleButton`` draws between the two halves.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import Checkbox, RadioButton

OFF = " "
"""What an unchecked box holds."""


class Tick(Checkbox, inherit_bindings=False):
    """A check box marked ``X`` only when on. Space toggles it (Enter is left to the form: it saves)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("space", "toggle_button", "Toggle", show=False)]

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # a property: the name Textual draws
        """The mark: ``X`` when on, a space when off."""
        return Checkbox.BUTTON_INNER if self.value else OFF


class RadioTick(RadioButton):
    """A radio button marked ``●`` only when it is the one pressed."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # a property: the name Textual draws
        """The mark: ``●`` when pressed, a space otherwise."""
        return RadioButton.BUTTON_INNER if self.value else OFF


__all__ = ["OFF", "RadioTick", "Tick"]
