"""The active player's hand: sorted by suit, one line per suit, legal cards bright and the rest dimmed.

Every card that may be chosen carries a key letter (``table.QUICK_KEYS``, drawn before it): pressing it chooses the
card at once, so playing a card is one key instead of arrows and Enter. The arrows and Enter work as well;
the cursor shows only once an arrow moved it, so nothing on screen suggests a card.

Attributes go down (cards, playable, selected, mode), messages go up (``CardChosen``, ``CursorMoved``);
the widget never judges legality itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Offset
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip

from tarot_tui.engine import sorted_for_display, suit_of
from tarot_tui.table.hand import QUICK_KEYS, key_letters

from ..cursor import place_cursor
from ..settling import enter_too_soon, settling
from ..textual_compat import QuietFocus, RepaintedFirst
from .card import card_text, current_look
from .strips import KeepsDrawing, text_strips, wrapped

CELL = 6
"""Columns a card takes in a line: its key letter, a space, the card (three columns at most), a space."""
PICKING_CELL = 7
"""Columns a card takes while cards are picked (the écart, a poignée): a picked card is written in brackets in
place of the spaces around it, and in six columns a three-column card ran into the next card ("d[♠10]e[♠7]")."""
LINES = 5
"""Lines the hand keeps even when it holds fewer suit lines (four suits and the trumps), or no cards at all:
the table above then keeps its size when a suit runs out or the hand is hidden, and the screen needs no new
layout (which would redraw every widget). Only a narrow terminal's wrapped lines make it taller."""
FACES_SCREEN = (120, 40)
"""The screen size from which the hand is drawn as card faces (when it fits on one row)."""
FACE_STEP = 4
"""Columns each card of a row of faces takes (its left edge and a three-column label)."""
EDGE = Style(color="grey62")
EDGE_DIM = Style(color="grey35")
EDGE_PICKED = Style(color="bright_yellow", bold=True)
CURSOR = Style(reverse=True, bold=True)
SELECTED = Style(bgcolor="dark_blue")
"""No underline: in two colours an underline marks the clubs (``card.CardLook.clubs_underlined``)."""
MARKED = Style(bgcolor="grey23")
QUICK = Style(color="cyan", bold=True)
"""A card's key letter: bold (it reads apart from the card in any look) and coloured where there is colour."""


def _group(card: int) -> int:
    suit = suit_of(card)
    return 4 if suit is None else (0, 1, 3, 2)[suit]


class HandWidget(QuietFocus, RepaintedFirst, KeepsDrawing, can_focus=True):
    """A hand of cards the player moves over with the arrow keys and chooses with Enter or a click."""

    DEFAULT_CSS = """
    HandWidget {
        height: auto;
        min-height: 3;
        padding: 0 1;
    }
    """

    BINDINGS = [
        *(Binding(key, f"quick('{key}')", show=False) for key in QUICK_KEYS),
        Binding("left", "move(-1)", "←", show=False),
        Binding("right", "move(1)", "→", show=False),
        Binding("up", "line(-1)", "↑", show=False),
        Binding("down", "line(1)", "↓", show=False),
        Binding("home", "edge(0)", show=False),
        Binding("end", "edge(1)", show=False),
        Binding("enter,space", "choose", "Kies", show=False),
    ]

    cards: reactive[tuple[int, ...]] = reactive(())
    """The cards held, in any order; shown sorted. A new layout only when the height changes (``watch_cards``)."""
    playable: reactive[frozenset[int]] = reactive(frozenset())
    """Cards that may be chosen now; the others are dimmed (when hints are on)."""
    selected: reactive[frozenset[int]] = reactive(frozenset())
    """Cards picked so far (écart, poignée)."""
    marked: reactive[frozenset[int]] = reactive(frozenset())
    """Cards to set apart visually (the chien's cards during the écart)."""
    picking: reactive[bool] = reactive(False)
    """Cards are being picked (the écart, a poignée): written a column wider apart, for the brackets of a pick."""
    dim_unplayable: reactive[bool] = reactive(True)
    """Hints on: dim the cards that may not be chosen."""
    cursor: reactive[int] = reactive(0)
    """Index of the highlighted card in display order."""
    cursor_shown: reactive[bool] = reactive(True)
    """Whether the cursor is on a card: not when a decision opens (``await_choice``), until an arrow moves it."""

    @dataclass
    class CardChosen(Message):
        """The player pressed Enter or clicked on a card."""

        hand: HandWidget
        card: int

        @property
        def control(self) -> HandWidget:
            """The hand that sent it, for ``@on(..., "#id")``."""
            return self.hand

    @dataclass
    class Taken(Message):
        """Enter on the covered hand: the person it names has the laptop (or everyone has seen the chien)."""

        hand: HandWidget

        @property
        def control(self) -> HandWidget:
            """The hand that sent it."""
            return self.hand

    @dataclass
    class CursorMoved(Message):
        """The highlighted card changed (the hint bar explains it)."""

        hand: HandWidget
        card: int | None

        @property
        def control(self) -> HandWidget:
            """The hand that sent it."""
            return self.hand

        def can_replace(self, message: Message) -> bool:
            # Only the latest place of the cursor matters: the table reads the hand as it is when it handles one.
            return isinstance(message, HandWidget.CursorMoved) and message.hand is self.hand

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._regions: list[tuple[int, int, int, int]] = []  # (line, x0, x1, display index)
        self._ordered: tuple[tuple[int, ...], list[int]] = ((), [])  # cards and their display order
        self._column: int | None = None  # the column Up and Down keep, until Left or Right moves
        self._face_down: Text | None = None
        self._cover_wrap: tuple[Text, int, list[Text]] | None = None
        """The face-down text, a width, and the text wrapped to it."""
        self._announced: int | None = None
        """The card the last ``CursorMoved`` named."""
        self._drawn: list[Strip] | None = None
        """``render()`` turned into lines (``render_line``), until the next refresh."""
        self._cards_drawn = False
        """The lines drawn last show cards (``hides_now``)."""
        self.cover_purpose: str | None = None
        """Why the hand is covered: "handover" (a name: pass the laptop), "chien" (shown to all), or None."""

    @property
    def ordered(self) -> list[int]:
        """The cards in display order."""
        cards = self.cards
        if self._ordered[0] != cards:
            self._ordered = (cards, sorted_for_display(cards))
        return self._ordered[1]

    @property
    def current_card(self) -> int | None:
        """The highlighted card (None while the cursor is on none)."""
        ordered = self.ordered
        if not ordered or not self.cursor_shown:
            return None
        return ordered[min(self.cursor, len(ordered) - 1)]

    def cover(self, text: Text, purpose: str) -> None:
        """Turn the hand face down and show ``text`` where it lay: the next person's name at a hand-over, or the
        chien turned face up for everyone (``purpose``: "handover" or "chien"). The table, the trick and the log
        stay in view (they are public); only Enter (``Taken``) goes on. Drawn in the hand's own place, so the
        laptop changes hands with a repaint and no new layout; none when that cover is up already (as drawn under the
        sheet for the next deal)."""
        if purpose == self.cover_purpose and text == self._face_down:
            return
        self._face_down, self.cover_purpose = text, purpose
        settling(self.app).mark()
        self.refresh(layout=len(self._cover_lines(self.content_size.width)) > self.content_size.height)

    def uncover(self) -> None:
        """The hand shows its cards again (it has none until the table gives it the next viewer's)."""
        if self._face_down is not None:
            self._face_down, self.cover_purpose = None, None
            self.refresh()

    def hides_now(self) -> bool:
        """Cards were drawn last and the hand goes face down or empty now (``RepaintedFirst``): no frame may show
        them beside the next moment. Not when it comes up (its holder's own hand after the curtain)."""
        return self._cards_drawn and (self._face_down is not None or not self.cards)

    @property
    def is_covered(self) -> bool:
        """The hand is face down under a hand-over or the chien."""
        return self._face_down is not None

    def _cover_lines(self, width: int) -> list[Text]:
        """The face-down text wrapped to ``width`` (each line is centred when drawn). Kept: the cursor asks for
        it after every key the cover is up, and each wrap takes a while."""
        face_down = self._face_down
        if face_down is None:
            return []
        kept = self._cover_wrap
        if kept is None or kept[0] is not face_down or kept[1] != width:
            kept = self._cover_wrap = (face_down, width, wrapped(self.app.console, face_down, width))
        return kept[2]

    def quick_keys(self) -> dict[int, str]:
        """The key letter of each card that has one, by display index (``table.key_letters``); none while the hand
        is face down."""
        if self._face_down is not None:
            return {}
        return key_letters(self.ordered, self.playable, self.selected, skipping=self.skipping)

    def _lines(self, width: int | None = None) -> list[list[tuple[int, int]]]:
        """Cards grouped by suit line, wrapped to ``width`` (default: the content width now): lists of
        (display index, card)."""
        width = self.content_size.width if width is None else width
        cell = self.cell
        per_line = max(1, max(width, cell) // cell)
        lines: list[list[tuple[int, int]]] = []
        group = None
        for index, card in enumerate(self.ordered):
            g = _group(card)
            if g != group or len(lines[-1]) >= per_line:
                lines.append([])
                group = g
            lines[-1].append((index, card))
        return lines

    @property
    def cell(self) -> int:
        """Columns a card takes in a line of the hand written as text (``CELL``, or ``PICKING_CELL``)."""
        return PICKING_CELL if self.picking else CELL

    def faces_fit(self, width: int | None = None) -> bool:
        """Whether the hand is drawn as a row of card faces: on a screen of at least ``FACES_SCREEN`` and when
        the whole hand fits on one row of ``width`` columns (default: the content width now)."""
        width = self.content_size.width if width is None else width
        screen_width, screen_height = self.app.size
        if screen_width < FACES_SCREEN[0] or screen_height < FACES_SCREEN[1] or not self.cards:
            return False
        groups = len({_group(card) for card in self.cards})
        return FACE_STEP * len(self.cards) + 2 * groups <= width

    def forget_drawing(self, *, whole: bool) -> None:
        if whole:  # (a region refreshed is only drawn again: the hand changes as a whole)
            self._drawn = None

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of ``render()``, drawn by Rich straight into strips: the hand is drawn again at every
        hand-over and every move, and its cards are many small spans, which Textual's own text pipeline takes
        about twice as long over."""
        width = self.content_size.width
        if self._drawn is None:
            self._cards_drawn = self._face_down is None and bool(self.cards)
            align = "left" if self._face_down is None else "center"
            self._drawn = text_strips(self.app.console, self.render(), width, None, self.rich_style, align=align)
        if y < len(self._drawn):
            return self._drawn[y]
        return Strip.blank(width, self.rich_style)

    def render(self) -> Text:
        if self._face_down is not None:
            self._regions = []
            return self._face_down
        if self.faces_fit():
            text = self._render_faces()
            place_cursor(self)
            return text
        text = Text()
        self._regions = []
        cursor = min(self.cursor, max(0, len(self.cards) - 1)) if self.cursor_shown else -1
        letters = self.quick_keys()
        cell_width = self.cell
        for row, line in enumerate(self._lines()):
            if row:
                text.append("\n")
            x = 0
            for index, card in line:
                dim = self.dim_unplayable and bool(self.playable or self.selected) and card not in self.playable
                if card in self.selected:
                    dim = False
                cell = Text(letters.get(index, " "), style=QUICK) + Text(" ")
                if card in self.selected:
                    # Brackets as well as colour, so a picked card shows on any terminal.
                    picked = Text("[", style="bold") + card_text(card) + Text("]", style="bold")
                    picked.stylize(SELECTED)
                    cell = Text(letters.get(index, " "), style=QUICK) + picked
                else:
                    face = card_text(card, dim=dim)
                    if card in self.marked:
                        face.stylize(MARKED)
                    cell.append_text(face)
                cell.pad_right(cell_width - cell.cell_len)
                if index == cursor and self.has_focus:
                    cell.stylize(CURSOR, 0, cell_width - 1)
                text.append_text(cell)
                self._regions.append((row, x, x + cell_width, index))
                x += cell_width
        place_cursor(self)  # (no cards: nothing at all; a lone dash there read as a stray mark)
        return text

    def _render_faces(self) -> Text:
        """One row of overlapping card faces, a suit after another with a gap between them: each card shows
        its edge and label (the last of a suit its whole face). The highlighted card reversed, a picked card
        with a double top edge (and coloured), the chien's cards shaded, unplayable cards dimmed."""
        ascii_only = current_look().ascii
        top, side = ("-", "|") if ascii_only else ("─", "│")
        picked_top = "=" if ascii_only else "═"
        corners = ("+", "+", "+", "+") if ascii_only else ("╭", "╮", "╰", "╯")
        cursor = min(self.cursor, max(0, len(self.cards) - 1)) if self.cursor_shown else -1
        rows = [Text(), Text(), Text()]
        self._regions = []
        ordered = self.ordered
        letters = self.quick_keys()
        x = 0
        for index, card in enumerate(ordered):
            last_of_group = index + 1 == len(ordered) or _group(ordered[index + 1]) != _group(card)
            picked = card in self.selected
            dim = self.dim_unplayable and bool(self.playable or self.selected) and card not in self.playable
            dim = dim and not picked
            edge = EDGE_PICKED if picked else EDGE_DIM if dim else EDGE
            label = card_text(card, dim=dim)
            label.pad_right(FACE_STEP - 1 - label.cell_len)
            if card in self.marked:
                label.stylize(MARKED)
            if picked:
                label.stylize(SELECTED)
            if index == cursor and self.has_focus:
                label.stylize(CURSOR)
            edge_line = picked_top if picked else top
            rows[0].append(corners[0], edge)
            if index in letters:  # the key letter on the card's top edge
                rows[0].append(letters[index], QUICK)
                rows[0].append(edge_line * (FACE_STEP - 2), edge)
            else:
                rows[0].append(edge_line * (FACE_STEP - 1), edge)
            rows[1].append(side, edge)
            rows[1].append_text(label)
            rows[2].append(corners[2] + top * (FACE_STEP - 1), edge)
            self._regions += [(row, x, x + FACE_STEP, index) for row in range(3)]
            x += FACE_STEP
            if last_of_group:
                rows[0].append(corners[1] + " ", edge)
                rows[1].append(side + " ", edge)
                rows[2].append(corners[3] + " ", edge)
                x += 2
        return Text("\n").join(rows)

    def terminal_cursor(self) -> Offset:
        """The first character of the highlighted card (``cursor.place_cursor``), as ``render`` lays it out; the
        first card while the cursor is on none; on a face-down hand, the line that names who is next."""
        if self._face_down is not None:  # the start of the line that names who is next
            width = self.content_size.width
            for row, line in enumerate(self._cover_lines(width)):
                plain = line.plain
                if plain.strip():
                    return Offset(max(0, width - line.cell_len) // 2 + len(plain) - len(plain.lstrip()), row)
            return Offset(0, 0)
        cursor = min(self.cursor, max(0, len(self.cards) - 1)) if self.cursor_shown else 0
        if self._regions and self.faces_fit():
            for row, x0, _x1, index in self._regions:
                if index == cursor and row == 1:
                    return Offset(x0 + 1, 1)
        for row, x0, _x1, index in self._regions:
            if index == cursor and self.cards:
                card = self.ordered[index]
                return Offset(x0 + (1 if card in self.selected else 2), row)  # the bracket, or the card
        return Offset(0, 0)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        # The width offered, not the current one: a hand shown again after being hidden has no width yet,
        # and one card per line would make the screen overflow for a frame.
        return max(LINES, len(self._lines(width)), len(self._cover_lines(width)))

    def watch_cards(self) -> None:
        self.cursor = min(self.cursor, max(0, len(self.cards) - 1))
        self._column = None
        self._lines_changed()
        self._announce()

    def watch_picking(self) -> None:
        self._lines_changed()

    def _lines_changed(self) -> None:
        """The cards or their cells changed: a new layout only when the hand's height changes (the reactive draws
        the hand again)."""
        width, height = self.content_size
        if not width or max(LINES, len(self._lines(width))) != height:
            self.refresh(layout=True)

    def focus_changed(self) -> None:
        # No style of the hand depends on focus, only the cursor, which render() draws: Textual's own watcher
        # would match the style sheet against the hand again (~1 ms, every time the laptop changes hands). With no
        # cursor on a card (face down, or no arrow pressed yet) the hand looks the same either way.
        if self.cursor_shown and self._face_down is None:
            self.refresh()

    def watch_cursor(self) -> None:
        self._announce()

    def on_focus(self) -> None:
        self._announce()

    def _announce(self) -> None:
        """Tell the table the highlighted card, when it changed (each message bubbles up through the screen)."""
        card = self.current_card
        if card != self._announced:
            self._announced = card
            self.post_message(self.CursorMoved(self, card))

    def await_choice(self) -> None:
        """A decision opens: the cursor is on no card (nothing suggests one) until an arrow moves it."""
        self._column = None
        self.cursor_shown = False

    def watch_cursor_shown(self) -> None:
        self.refresh()
        self._announce()

    def _show_cursor(self, step: int) -> bool:
        """The first arrow after ``await_choice``: the cursor comes on the first card that may be chosen (the
        last for a step back). True when that was all this key did."""
        if self.cursor_shown:
            return False
        stops = self._stops()
        if stops:
            self.cursor = stops[-1] if step < 0 else stops[0]
        self.cursor_shown = True
        return True

    @property
    def skipping(self) -> bool:
        """The cursor steps over the cards that may not be chosen (with hints on and something to choose):
        fewer keys, and no dimmed card reached by mistake."""
        return self.dim_unplayable and bool(self.playable)

    def _stops(self) -> list[int]:
        """The display indices the cursor may rest on."""
        ordered = self.ordered
        if not self.skipping:
            return list(range(len(ordered)))
        return [index for index, card in enumerate(ordered) if card in self.playable]

    def action_move(self, step: int) -> None:
        """Move left or right through the hand (over the cards that may be chosen, when ``skipping``): round the
        cursor's own line of one suit, never into the next suit (Up and Down go there); along the whole row when
        the hand is a single row of faces."""
        if self._show_cursor(step):
            return
        stops = self._stops()
        if not stops:
            return
        if not self.faces_fit():
            line = next((line for line in self._lines() if any(i == self.cursor for i, _ in line)), [])
            own = [i for i, _ in line if i in stops]
            if self.cursor in own:
                stops = own
        if self.cursor in stops:
            self.cursor = stops[(stops.index(self.cursor) + step) % len(stops)]
        else:
            later = [i for i in stops if (i - self.cursor) * step > 0]
            self.cursor = (later[0] if step > 0 else later[-1]) if later else stops[0 if step > 0 else -1]
        self._column = None

    def action_line(self, step: int) -> None:
        """Move to the nearest card of the same column on the previous or next line that has one to choose; the
        column is kept over several moves, as if on a grid."""
        if self._show_cursor(step):
            return
        lines = self._lines()
        stops = set(self._stops())
        row = next((r for r, line in enumerate(lines) if any(i == self.cursor for i, _ in line)), None)
        if row is None:
            return
        here = [i for i, _ in lines[row]]
        if self._column is None:
            self._column = here.index(self.cursor)
        for offset in range(1, len(lines)):
            target = lines[(row + offset * step) % len(lines)]
            choices = [(column, index) for column, (index, _) in enumerate(target) if index in stops]
            if choices:
                self.cursor = min(choices, key=lambda c: (abs(c[0] - (self._column or 0)), c[0]))[1]
                return

    def action_edge(self, end: int) -> None:
        """Jump to the first or the last card (that may be chosen, when ``skipping``)."""
        stops = self._stops()
        self.cursor_shown = True
        if stops:
            self.cursor = stops[-1] if end else stops[0]
            self._column = None

    def action_choose(self) -> None:
        """Choose the highlighted card (the bell while the cursor is on none); on a covered hand, take it."""
        if self._face_down is not None:
            if not enter_too_soon(self.app):  # (a second Enter would show the hand to whoever pressed it)
                self.post_message(self.Taken(self))
            return
        card = self.current_card
        if card is None:
            self.app.bell()
            return
        self.post_message(self.CardChosen(self, card))

    def action_quick(self, key: str) -> None:
        """A card's key letter: choose that card (the bell when no card has it now)."""
        index = next((i for i, letter in self.quick_keys().items() if letter == key), None)
        if index is None:
            self.app.bell()
            return
        # The cursor goes onto the card without a frame of its own (the frame came before the table's answer, which
        # redraws the hand: the card leaves it, is picked, or is refused and ``HandInput`` redraws it), and without
        # news of its own: the table hears of the card with the choice (a refusal's hint is what stays).
        self.set_reactive(HandWidget.cursor, index)
        self.set_reactive(HandWidget.cursor_shown, True)
        self._announced = self.current_card
        self.action_choose()

    def on_click(self, event: events.Click) -> None:
        for row, x0, x1, index in self._regions:
            if event.y == row and x0 <= event.x - 1 < x1:
                self.cursor = index
                self.cursor_shown = True
                self.focus()
                self.action_choose()
                return

    def choose_card(self, card: int) -> None:
        """Move the cursor to ``card`` and choose it (for tests and shortcuts)."""
        ordered = self.ordered
        if card in ordered:
            self.cursor = ordered.index(card)
            self.cursor_shown = True
            self.action_choose()
