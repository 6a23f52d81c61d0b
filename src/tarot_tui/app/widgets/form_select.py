"""A drop-down of a form that never swallows the key pressed right after it closes.

Textual's Select gives the focus back to itself once a pick closes its list, a moment later (through the
message queue). A key typed in that moment (Tab to the next field, a letter) was handled first: Tab moved the
focus on, then the late give-back pulled it back, and the key was lost. This Select gives the focus back only
while nothing else took it since the list was opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from textual.widgets import Select

if TYPE_CHECKING:
    from typing import Self

T = TypeVar("T")


class FormSelect(Select[T]):
    """``Select`` that leaves the focus where a key typed while its list closed has put it."""

    _opened = False
    """The list was opened and the focus given back to the select since has not been decided yet."""

    def watch_expanded(self, expanded: bool) -> None:
        if expanded:
            self._opened = True

    def _moved_on(self) -> bool:
        """The focus is on a widget outside this select: the player went on while the list closed."""
        focused = self.screen.focused
        return focused is not None and focused is not self and self not in focused.ancestors

    def focus(self, scroll_visible: bool = True) -> Self:
        if not self._opened:
            return super().focus(scroll_visible)
        self._opened = False  # this is the list closing and giving the focus back
        if self._moved_on():
            return self

        def give_back() -> None:
            if self.is_attached and not self._moved_on():
                self.screen.set_focus(self, scroll_visible=scroll_visible)

        self.refresh()
        self.app.call_later(give_back)
        return self
