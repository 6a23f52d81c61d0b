"""The player-count radio set and the name rows shared by the new-evening and score-keeper forms
(``PlayerRowsForm``), and the choices for a seat: a person or a computer in one key (Ctrl+T on the seat's row), the
computer's level with ←/→ on its drop-down, rather than Tab and a list, five presses a seat. ↑/↓ go from row to
row; a drop-down opens with Enter or Space only, and a letter typed on a seat's closed drop-down goes on in the next
seat's name (names typed with Tab between them, as in most forms, come there between two names)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, ClassVar

from textual import events, on
from textual.actions import SkipAction
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.suggester import Suggester
from textual.widget import Widget
from textual.widgets import Button, Collapsible, Input, RadioButton, RadioSet, Select, Static, Switch

from tarot_tui.bots import DEFAULT_LEVEL, LEVELS
from tarot_tui.i18n import t
from tarot_tui.persistence.players import MAX_NAME, names_problem
from tarot_tui.persistence.saves import SeatKind

from .form_select import FormSelect
from .keybar import binding_key_name

MAX_SEATS = 5
SEAT_KINDS: tuple[SeatKind, ...] = ("human", DEFAULT_LEVEL, *(lv for lv in reversed(LEVELS) if lv != DEFAULT_LEVEL))
"""The choices for a seat: a person, then the default computer level, then the others strongest first."""
PHONE = "phone"
"""The form's choice for a person whose hand is on their own phone (a person's seat, in the save's ``phones``)."""


KIND_NOTE_SECONDS = 6.0
"""How long the notice of letters typed on the last seat's kind stays (``PlayerRowsForm.typed_on_kind``)."""

SEAT_KIND_KEY = "ctrl+t"
"""The key that switches the row with the focus between a person and a computer (binding ``seat-kind``)."""
SEAT_KIND_KEY_IN_A_BROWSER = "f4"
"""The same under ``tarot-tui serve``: a browser keeps Ctrl+T for itself (a new tab) and never hands it to the page
(nor Ctrl+N or Ctrl+W); F4 it hands on. The app maps ``seat-kind`` to it there (``TarotApp.on_mount``)."""


def seat_kind_key(*, web: bool) -> str:
    """The seat-kind key as the form's hint and key bar name it: "Ctrl+T", or "F4" in a browser."""
    return binding_key_name(Binding(SEAT_KIND_KEY_IN_A_BROWSER if web else SEAT_KIND_KEY, ""))


def phones_available() -> bool:
    """Whether the ``phones`` extra (aiohttp, qrcode) can be imported: only then is a seat offered on a phone."""
    try:
        import aiohttp  # noqa: F401
        import qrcode  # noqa: F401
    except ImportError:
        return False
    return True


def seat_choices(*, phones: bool) -> list[tuple[str, str]]:
    """(label, value) of each choice for a seat: a person at the laptop, the computer levels, then a person on their
    phone (``phones``: the extra is there; last, so the keys that choose a computer stay the same)."""
    kinds = [*SEAT_KINDS, *([PHONE] if phones else [])]
    return [(t(f"ui.seat.{kind}"), kind) for kind in kinds]


def seat_of_choice(choice: object) -> tuple[SeatKind, bool]:
    """The seat kind a choice stands for, and whether that person's hand is on a phone."""
    if choice == PHONE:
        return "human", True
    assert choice in SEAT_KINDS, choice
    return choice, False


def toggled_kind(current: object) -> str:
    """The other side of Ctrl+T: a computer (the default level) for a person, at the laptop or on a phone; a person
    at the laptop for a computer of any level."""
    return DEFAULT_LEVEL if current in ("human", PHONE) else "human"


def following_kind(choices: Sequence[str], current: object, step: int = 1) -> str:
    """The choice ``step`` places after ``current`` in ``choices``, round from the last to the first (the first
    for a value that is not among them)."""
    for index, choice in enumerate(choices):
        if choice == current:
            return choices[(index + step) % len(choices)]
    return choices[0]


class KindSelect(FormSelect[str]):
    """A seat's kind: a drop-down whose ←/→ step to the previous or next choice without opening it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", show=False),
        Binding("right", "step(1)", show=False),
    ]

    def __init__(self, choices: list[tuple[str, str]], *, value: str, id: str) -> None:
        super().__init__(choices, value=value, allow_blank=False, id=id, compact=True)
        self.choices: tuple[str, ...] = tuple(value for _, value in choices)
        """The values offered, in the order shown."""

    def action_step(self, step: int) -> None:
        """The choice ``step`` places on (round at either end)."""
        self.value = following_kind(self.choices, self.value, step)

    def on_key(self, event: events.Key) -> None:
        """A letter typed on the closed list: the form takes it on to the next name (``PlayerRowsForm.typed_on_kind``).
        Names typed with Tab between them came here, and their letters did nothing."""
        if self.expanded or not event.is_printable or event.character is None or event.key == "space":
            return  # an open list searches its entries with the letters (Textual's); Space opens the list
        screen = self.screen
        if not isinstance(screen, PlayerRowsForm):
            return  # a form without names (the seats dialog): the key goes on as before
        event.stop()
        event.prevent_default()
        # At once, not by a message: the App gives out the next key only once this one is handled, so the letters
        # behind it reach the name after it ("Bram", never "Brma").
        screen.typed_on_kind(self, event.character)


def name_field(seat: int, name: str, suggester: Suggester | None) -> Input:
    """A seat's name field (``#name-<seat>``) holding ``name``: empty when nobody typed one, the seat's numbered name
    ("Speler 3") shown in grey, which it plays under (``PlayerRowsForm.player_name``) and which is no person's
    (``default_name_number``): as field text it was recorded as a typed name, and typing began after it."""
    placeholder = t("ui.default_name", number=seat + 1)
    return Input(
        value=name, placeholder=placeholder, max_length=MAX_NAME, id=f"name-{seat}", compact=True, suggester=suggester
    )


def _line_of(widget: Widget) -> Widget:
    """The line a field is on: the row of fields side by side it is in (a ``Horizontal``), else the field itself."""
    for node in widget.ancestors:
        if isinstance(node, Horizontal):
            return node
        if isinstance(node, Screen):
            break
    return widget


def moves_by_line(widget: Widget | None) -> bool:
    """Whether ↑/↓ on ``widget`` go to another line of the form: a field of one value (a name, a count, a closed
    drop-down, a button, a section's title), not a list moved in by the arrows."""
    if isinstance(widget, Select):
        return not widget.expanded
    if widget is not None and isinstance(widget.parent, Collapsible):
        return True  # the section's title (Enter opens it)
    return isinstance(widget, Input | RadioSet | Button | Switch)


def focus_by_line(screen: Screen[Any], step: int) -> None:
    """↓ (``step`` 1) or ↑ (-1) on a form whose fields are one a line: the focus to the next or previous field, as
    Tab and Shift+Tab; ``SkipAction`` (the key goes on) where the arrows move inside the field (``moves_by_line``)."""
    if not moves_by_line(screen.focused):
        raise SkipAction()
    if step > 0:
        screen.focus_next()
    else:
        screen.focus_previous()


class CountSet(RadioSet):
    """The number of players: the one chosen stands out (bold, in the colour of its ●), and the cursor that ←/→
    move starts on it. Textual's set starts its cursor on the first button and draws that highlighted even without
    the focus: the form showed "3" lit while 4 was the choice. ←/→ choose the count at once, stopping at the ends:
    Textual's set only moves a cursor that Enter then chooses, so a player who pressed → and saw 5 lit went on with
    4 players."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "choose(1)", show=False),
        Binding("left", "choose(-1)", show=False),
    ]

    DEFAULT_CSS = """
    CountSet > RadioButton.-on > .toggle--label {
        text-style: bold;
        color: $text-success;
    }
    CountSet:blur > RadioButton.-selected > .toggle--label {
        background: transparent;
    }
    """

    def on_mount(self) -> None:
        # RadioSet's own mount handler (run after this one) puts the cursor on the first button: once it has,
        # the set's public moves bring the cursor to the button pressed.
        self.call_after_refresh(self._cursor_to_pressed)

    def _cursor_to_pressed(self) -> None:
        for _ in range(max(0, self.pressed_index)):
            self.action_next_button()

    def action_choose(self, step: int) -> None:
        """Choose the count ``step`` buttons from the one chosen, if there is one there (the set's own handler of
        the change brings its cursor along)."""
        index = self.pressed_index + step
        buttons = list(self.query(RadioButton))
        if 0 <= index < len(buttons) and not buttons[index].disabled:
            buttons[index].value = True


class PlayerRowsForm(Screen[None]):
    """A form with the player-count radio set (``#count``) and a row a seat (``#row-<seat>`` with its name input
    ``#name-<seat>``, and on the new-evening form its kind ``#kind-<seat>``, a ``KindSelect``): the new-evening and
    score-keeper forms. Picking a count or typing a name shows the rows of the seats in play and calls
    ``players_changed``; Ctrl+T switches the row with the focus between a person and a computer; ↑/↓ go to the
    line above or below (``line_to``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(SEAT_KIND_KEY, "toggle_kind", "key.seat_kind", id="seat-kind"),
        # Before the field's own keys: a drop-down opened on ↓/↑, the radio set moved a cursor without choosing,
        # and the form's scroll scrolled; a field that needs the arrows (an open list) gets them (``SkipAction``).
        Binding("down", "line(1)", show=False, priority=True),
        Binding("up", "line(-1)", show=False, priority=True),
        # Checked as the key arrives, before it is handed to the input: moved from ``Input.Submitted`` instead, the
        # focus left after the letters typed behind the Enter had reached the input ("Anna⏎Bram" gave "AnnaB").
        Binding("enter", "name_entered", show=False, priority=True),
    ]

    _kind_note_until = 0.0
    """Until when the notice of letters typed on the last seat's kind is on screen (``typed_on_kind``)."""

    @property
    def seats_have_kinds(self) -> bool:
        """Whether the rows have a kind (a ``KindSelect``): not on the score keeper's form, where every player is a
        person."""
        return bool(self.query(KindSelect))

    def seat_in_focus(self) -> int | None:
        """The seat whose row holds the focus (its name or its kind), else None."""
        focused = self.focused
        if focused is None:
            return None
        for node in focused.ancestors_with_self:
            if node.id is not None and node.id.startswith("row-") and node.id[4:].isdigit():
                return int(node.id[4:])
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The kind key only where seats have kinds; dimmed while the focus is not on a seat's row."""
        if action == "toggle_kind":
            if not self.seats_have_kinds:
                return False
            return True if self.seat_in_focus() is not None else None
        return True

    def action_toggle_kind(self) -> None:
        """The seat whose row has the focus switches between a person and a computer (``toggled_kind``); its list,
        if open, closes (its highlight would be the old choice)."""
        seat = self.seat_in_focus()
        if seat is not None and self.seats_have_kinds:
            kind = self.query_one(f"#kind-{seat}", KindSelect)
            if kind.expanded:
                kind.expanded = False
                kind.focus()
            kind.value = toggled_kind(kind.value)

    def action_line(self, step: int) -> None:
        """↓ (``step`` 1) or ↑ (-1): the focus to the field of the next or previous line (``line_to``); the key
        goes on to the field when it is one whose arrows move inside it (an open list, the keeper's saved
        evenings)."""
        focused = self.focused
        if not moves_by_line(focused):
            raise SkipAction()
        target = self.line_to(step)
        if target is not None:
            self.set_focus(target)

    def line_to(self, step: int) -> Widget | None:
        """The field ``step`` lines below (or above, when negative) the one with the focus, in the column it is in:
        a name to the next seat's name, a kind to its kind, and from a line of one field to the first field of the
        next; None at the form's first or last line. A line is a row of fields side by side (a seat, the
        buttons), or a field alone."""
        chain = self.focus_chain
        lines: list[list[Widget]] = []
        owners: list[Widget] = []
        for widget in chain:
            owner = _line_of(widget)
            if owners and owners[-1] is owner:
                lines[-1].append(widget)
            else:
                owners.append(owner)
                lines.append([widget])
        focused = self.focused
        for index, line in enumerate(lines):
            if focused in line:
                column = line.index(focused)
                target = index + step
                if 0 <= target < len(lines):
                    return lines[target][min(column, len(lines[target]) - 1)]
                return None
        return None

    def typed_on_kind(self, kind: KindSelect, character: str) -> None:
        """``character`` typed on a seat's closed ``kind``: the focus on to the next seat's name with the character
        typed there, as Tab and the character would (a name the form put there is replaced: Tab selects it); on the
        last seat in play, which has no name after it, the bell and what the field is for."""
        seat = int(str(kind.id).removeprefix("kind-"))
        if seat + 1 >= self.players:
            self.app.bell()
            now = time.monotonic()
            if now >= self._kind_note_until:  # once for a word typed there, not a notice a letter
                self._kind_note_until = now + KIND_NOTE_SECONDS
                self.notify(t("ui.setup.kind_typed"), severity="warning", markup=False, timeout=KIND_NOTE_SECONDS)
            return
        name = self.query_one(f"#name-{seat + 1}", Input)
        self.set_focus(name)
        # Behind the focus, which selects the field's text (Textual's ``Input.select_on_focus``), as after Tab.
        name.post_message(events.Key(character, character))

    def action_name_entered(self) -> None:
        """Enter in a name: on to the next seat's name, after the last one to the next field, as in any form
        (starting is Ctrl+S's); elsewhere Enter is the field's own."""
        focused = self.focused
        if not isinstance(focused, Input) or not any(node.has_class("row") for node in focused.ancestors):
            raise SkipAction()
        target = self.line_to(1)
        if target is not None:
            self.set_focus(target)

    @property
    def players(self) -> int:
        """The number of players picked in ``#count`` (4 until one is picked)."""
        pressed = self.query_one("#count", RadioSet).pressed_button
        return int(pressed.id.removeprefix("count-")) if pressed and pressed.id else 4

    def player_name(self, seat: int) -> str:
        """The name typed for ``seat`` (``#name-<seat>``), trimmed; none typed, the seat's numbered name ("Speler
        3", its field's grey placeholder)."""
        return self.query_one(f"#name-{seat}", Input).value.strip() or t("ui.default_name", number=seat + 1)

    @on(RadioSet.Changed, "#count")
    @on(Input.Changed, ".row Input")
    def update_rows(self) -> None:
        """Show the rows ``#row-0`` … for the seats in play, hide the others, then ``players_changed``."""
        players = self.players
        for seat in range(MAX_SEATS):
            self.query_one(f"#row-{seat}").display = seat < players
        self.players_changed(players)

    def say_name_problem(self, names: list[str]) -> int | None:
        """The seat of the first name in ``names`` that will not do (``names_problem``: empty, twice, too long, a
        control character), with why said in ``#error``; None when every name will do."""
        problem = names_problem(names)
        if problem is None:
            return None
        seat, kind = problem
        self.query_one("#error", Static).update(t(f"ui.setup.error_{kind}_name", number=seat + 1, most=MAX_NAME))
        return seat

    def players_changed(self, players: int) -> None:
        """Redraw what follows the players' count and names (the first dealer's choices); the form's own."""
