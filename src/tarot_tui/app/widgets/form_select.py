"""A drop-down of a form that never swallows the key pressed right after it closes, and whose open list is left
with Tab as Textual's Select leaves it, said on the key bar.

Textual's Select gives the focus back to itself once a pick closes its list, a moment later (through the
message queue). A key typed in that moment (Tab to the next field, a letter) was handled first: Tab moved the
focus on, then the late give-back pulled it back, and the key was lost. This Select gives the focus back only
while nothing else took it since the list was opened.

Enter chooses the highlighted entry. Tab (or Shift+Tab) in the open list closes it and chooses nothing, as
Textual's Select does when its list loses the focus: the highlight is not a choice. The key bar says so while a
list is open ("Tab Skip": on to the next field, choosing nothing; short, so that the form's bar keeps one line at
80 columns), and Shift+Tab goes to the field before the drop-down rather than back onto it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TypeVar

from textual.binding import Binding, BindingType

from ..textual_compat import LightSelect

if TYPE_CHECKING:
    from typing import Self

T = TypeVar("T")


class FormSelect(LightSelect[T]):
    """``Select`` that leaves the focus where a key typed while its list closed has put it, and whose open list Tab
    closes choosing nothing."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "leave(1)", "key.list_leave", show=True),
        Binding("shift+tab", "leave(-1)", "key.list_leave", show=False),
    ]

    _opened = False
    """The list was opened and the focus given back to the select since has not been decided yet."""

    def watch_expanded(self, expanded: bool) -> None:
        if expanded:
            self._opened = True
        self.refresh_bindings()  # Tab's entry on the key bar comes and goes with the list

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leave":
            return self.expanded  # closed: not shown, and Tab moves the focus as anywhere
        return super().check_action(action, parameters)

    def action_leave(self, step: int) -> None:
        """Tab (``step`` 1) or Shift+Tab (-1) in the open list: close it, choosing nothing, and go to the next or
        the previous field (the focus chain's, round at the ends as Tab goes)."""
        self._opened = False
        self.expanded = False
        chain = [w for w in self.screen.focus_chain if w is self or self not in w.ancestors]
        if self not in chain:
            return
        here = chain.index(self)
        self.screen.set_focus(chain[(here + step) % len(chain)])

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
