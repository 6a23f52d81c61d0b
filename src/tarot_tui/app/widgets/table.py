"""The table: seats around it in playing order, each with its role and the card it played to the trick.

Where the middle of the table has room (``FACES_MIN``: 120×40 and more), the trick's cards lie there as small
card faces, each on the side of the seat that played it; on a smaller table each card is written in its seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.color import Color
from textual.containers import Grid

from tarot_tui.engine import SeatView
from tarot_tui.i18n import contract_name, t

from .card import card_label, card_style, card_text, cards_text, current_look, plain
from .panels import FixedText

# Grid cells (row-major 3×3) for each seat in playing order, starting with the player at the bottom.
# Counter-clockwise play (FFT, R1.2): the next player sits on your right.
POSITIONS_CCW = {
    3: (7, 2, 0),
    4: (7, 5, 1, 3),
    5: (7, 5, 2, 0, 3),
}
CENTER = 4
FACE_WIDTH, FACE_HEIGHT = 5, 3
FACES_MIN = (29, 9)
"""Columns and lines the middle needs for the card faces (31×10 at 120×40; 24×7 at 80×24 keeps the text)."""
FACE_EDGE = Style(color="grey50")
WINNER_EDGE = Style(color="green", bold=True)


def positions(players: int, clockwise: bool) -> tuple[int, ...]:
    """The grid cell of each seat, in playing order from the bottom seat."""
    cells = POSITIONS_CCW[players]
    if not clockwise:
        return cells
    mirror = {0: 2, 2: 0, 3: 5, 5: 3, 1: 1, 7: 7}
    return tuple(mirror[c] for c in cells)


@dataclass(frozen=True)
class SeatInfo:
    """What the table shows of one seat (match seat numbering; names already resolved)."""

    name: str
    is_dealer: bool
    is_taker: bool
    is_partner: bool
    sits_out: bool
    bid: str
    tricks: int
    trick_card: int | None
    to_move: bool
    is_you: bool
    thinking: bool
    winner: bool
    poignee: int
    level: str = "human"
    """"human", or the computer player's level (shown on the seat's lower edge)."""


class SeatCell(FixedText):
    """One seat at the table; its text is laid out for the cell's width, again when the width changes."""

    _info: SeatInfo | None = None
    card_in_middle = False
    """The seat's trick card lies in the middle of the table (as a card face), not in the seat."""

    def show_seat(self, info: SeatInfo | None) -> None:
        """Show ``info`` (None: an empty place); a computer player's level goes on the seat's lower edge."""
        self._info = info
        self.show(self._text(info) if info is not None else "")
        self._show_level()

    def _show_level(self) -> None:
        info = self._info
        level = "" if info is None or info.level == "human" else t(f"level.{info.level}")
        if self.border_subtitle != level:
            self.border_subtitle = level

    def _text(self, info: SeatInfo) -> Text:
        return seat_text(info, self.content_size.width, card=not self.card_in_middle)

    def on_resize(self) -> None:
        if self._info is not None:
            self.show(self._text(self._info))


class TableView(Grid):
    """Seats around the table with the trick in the middle."""

    DEFAULT_CSS = """
    TableView {
        grid-size: 3 3;
        grid-columns: 1fr 1fr 1fr;
        grid-rows: 1fr 1fr 1fr;
        height: 1fr;
        min-height: 12;
    }
    TableView > .cell {
        height: 100%;
        content-align: center middle;
        text-align: center;
    }
    TableView > .seat {
        border: round $panel-lighten-2;
        border-subtitle-color: $text-muted;
    }
    TableView.-ascii > .seat {
        border: ascii $panel-lighten-2;
    }
    TableView > #center {
        color: $text-muted;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._marks: dict[int, str] = {}
        """The seat mark each cell's border shows now: "" (none), "to-move" or "winner"."""
        self._ascii = False
        """Borders of ASCII characters only (the ASCII look, ``card.CardLook.ascii``)."""
        self._shown: tuple[list[SeatInfo], int, Text, bool] | None = None
        """What ``show`` was last given (shown again after a resize)."""

    def on_mount(self) -> None:
        self._ascii = current_look().ascii
        self.set_class(self._ascii, "-ascii")

    def compose(self) -> ComposeResult:
        for index in range(9):
            if index == CENTER:
                yield FixedText("", id="center", classes="cell")
            else:
                yield SeatCell("", id=f"cell-{index}", classes="cell")

    def _cell(self, index: int) -> SeatCell:
        return self.query_one(f"#cell-{index}", SeatCell)

    def show(self, seats: list[SeatInfo], bottom: int, center: Text, *, clockwise: bool) -> None:
        """Lay the seats out with ``bottom`` at the bottom and fill the centre (with the trick's card faces
        where it has room)."""
        self._shown = (seats, bottom, center, clockwise)
        n = len(seats)
        cells = positions(n, clockwise)
        middle = self.query_one("#center", FixedText)
        width, height = middle.content_size
        placed = [
            (cells[k], info.trick_card, info.winner)
            for k in range(n)
            if (info := seats[(bottom + k) % n]).trick_card is not None
        ]
        faces = bool(placed) and width >= FACES_MIN[0] and height >= FACES_MIN[1]
        used = set()
        for k in range(n):
            seat = (bottom + k) % n
            cell = cells[k]
            used.add(cell)
            widget = self._cell(cell)
            widget.card_in_middle = faces
            widget.show_seat(seats[seat])
            widget.set_class(True, "seat")
            self._mark(cell, widget, "winner" if seats[seat].winner else "to-move" if seats[seat].to_move else "")
        for index in range(9):
            if index != CENTER and index not in used:
                widget = self._cell(index)
                widget.show_seat(None)
                widget.set_class(False, "seat")
                self._mark(index, widget, "")
        middle.show(trick_faces(placed, center, width, height) if faces else center)

    def on_resize(self) -> None:
        # The middle's size decides between card faces and text: shown again once the new layout is done.
        if self._shown is not None:
            self.call_after_refresh(self._show_again)

    def _show_again(self) -> None:
        if self._shown is not None:
            seats, bottom, center, clockwise = self._shown
            self.show(seats, bottom, center, clockwise=clockwise)

    def _mark(self, index: int, widget: FixedText, mark: str) -> None:
        """The border of the seat to move (heavy, accent) or of the trick's winner (double, green).

        Set as the cell's own style rather than by a CSS class: a class change matches the whole style sheet
        against the cell again (~1 ms each, two seats every move); a border of the same width only repaints.
        """
        if self._marks.get(index, "") == mark:
            return
        self._marks[index] = mark
        if not mark:
            widget.styles.border = None  # back to the style sheet's
            return
        colours = self.app.theme_variables
        if mark == "winner":
            widget.styles.border = ("ascii" if self._ascii else "double", Color.parse(colours["success"]))
        else:
            widget.styles.border = ("ascii" if self._ascii else "heavy", Color.parse(colours["accent"]))


def seat_text(info: SeatInfo, width: int = 0, *, card: bool = True) -> Text:
    """Two lines that fit the smallest table: who and what, then the card played (unless ``card`` is False:
    it lies in the middle) or the bid. The tricks won go on the first line, or on the second when the first
    would not fit in ``width`` columns."""
    text = Text(justify="center")
    text.append(info.name, style="bold" if info.is_you else "")
    marks = []
    if info.is_dealer:
        marks.append(t("ui.mark.dealer"))
    if info.is_taker:
        marks.append(t("ui.mark.taker"))
    if info.is_partner:
        marks.append(t("ui.mark.partner"))
    if marks:
        text.append(" (" + ", ".join(marks) + ")", style="yellow")
    tricks = Text(t("ui.tricks_won", count=info.tricks), style="dim") if info.tricks else None
    if tricks is not None and (not width or text.cell_len + 3 + tricks.cell_len <= width):
        text.append(plain(" · ", " - "))
        text.append_text(tricks)
        tricks = None
    text.append("\n")
    if info.sits_out:
        text.append(t("ui.sits_out"), style="dim")
        return text
    second: list[Text] = []
    if info.trick_card is not None and card:
        second.append(card_text(info.trick_card))
    elif info.thinking:
        second.append(Text(t("ui.thinking"), style="italic"))
    elif info.to_move:
        second.append(Text(plain("…", "..."), style="bold"))
    if info.bid:
        second.append(Text(info.bid, style="dim"))
    if info.poignee:
        second.append(Text(t(f"poignee.{info.poignee}"), style="magenta"))
    if tricks is not None:
        second.append(tricks)
    text.append_text(Text("  ").join(second))
    return text


def face_origin(cell: int, width: int, height: int) -> tuple[int, int]:
    """Where (column, line) in a middle of ``width``×``height`` the card face of the seat in grid ``cell`` goes:
    on that seat's side, the corners' a quarter of the way in (clear of the sides' faces)."""
    dx, dy = cell % 3 - 1, cell // 3 - 1
    span = width - FACE_WIDTH
    corner = dy == -1 and dx != 0
    x = (span // 4 if dx < 0 else span - span // 4) if corner else (0, span // 2, span)[dx + 1]
    y = (0, (height - FACE_HEIGHT) // 2, height - FACE_HEIGHT)[dy + 1]
    return x, y


def trick_faces(placed: list[tuple[int, int, bool]], center: Text, width: int, height: int) -> Text:
    """The middle of a roomy table: each (grid cell, card, won) as a small card face on its seat's side, the
    winning card's edge green; the centre's text (the trick's number...) in the room left in the middle."""
    rows: list[list[tuple[str, Style | None]]] = [[(" ", None)] * width for _ in range(height)]
    ascii_only = current_look().ascii
    top, side, corner = ("-", "|", "+") if ascii_only else ("─", "│", "")
    for cell, card, won in placed:
        x, y = face_origin(cell, width, height)
        edge = WINNER_EDGE if won else FACE_EDGE
        left, right = (corner, corner) if ascii_only else ("╭", "╮")
        low_left, low_right = (corner, corner) if ascii_only else ("╰", "╯")
        label = card_label(card)[: FACE_WIDTH - 2].ljust(FACE_WIDTH - 2)
        inner = top * (FACE_WIDTH - 2)
        face: list[list[tuple[str, Style | None]]] = [
            [(left, edge), *((c, edge) for c in inner), (right, edge)],
            [(side, edge), *((c, card_style(card) if c != " " else None) for c in label), (side, edge)],
            [(low_left, edge), *((c, edge) for c in inner), (low_right, edge)],
        ]
        for dy, face_line in enumerate(face):
            rows[y + dy][x : x + FACE_WIDTH] = face_line
    # The text: centred in the lines between the top and the bottom faces, clear of the side faces.
    free_left, free_right = FACE_WIDTH + 1, width - FACE_WIDTH - 1
    texts = [line for line in center.split("\n") if line.plain.strip()]
    first, last = FACE_HEIGHT, height - FACE_HEIGHT - 1
    room = last - first + 1
    start = first + max(0, (room - len(texts)) // 2)
    inserts: dict[int, tuple[int, Text]] = {}
    for number, line in enumerate(texts[:room]):
        line.truncate(free_right - free_left, overflow="ellipsis")
        inserts[start + number] = (free_left + max(0, (free_right - free_left - line.cell_len) // 2), line)
    text = Text(no_wrap=True)
    for number, row in enumerate(rows):
        if number:
            text.append("\n")
        at, line = inserts.get(number, (width, Text()))
        for char, style in row[:at]:
            text.append(char, style)
        if line:
            text.append_text(line)
            for char, style in row[at + line.cell_len :]:
                text.append(char, style)
    return text


def center_text(view: SeatView, names: list[str], match_seat: list[int], *, finished_trick: bool = False) -> Text:
    """The middle of the table: the contract, the call, the chien when shown, the trick number (of the trick
    just won, when ``finished_trick``: it stays on the table a moment, or is looked at again)."""
    text = Text(justify="center")
    if view.contract is not None and view.taker is not None:
        taker = names[match_seat[view.taker]]
        text.append(f"{contract_name(view.contract)}{plain(' · ', ' - ')}{taker}\n", style="bold")
        if view.called_card is not None:
            text.append(t("ui.called", card=card_label(view.called_card)) + "\n")
        if view.chelem_announced:
            text.append(t("ui.chelem_announced") + "\n", style="magenta")
    else:
        text.append(t("phase.bidding") + "\n", style="bold")
    if view.tricks or view.current.cards:
        total = len(view.tricks) + sum(view.hand_sizes) // view.players + (1 if view.current.cards else 0)
        number = len(view.tricks) + 1 if len(view.tricks) < total and not finished_trick else len(view.tricks)
        text.append(t("ui.trick_number", number=number, total=total) + "\n", style="dim")
    elif view.chien and view.phase.value in ("discard", "chelem", "tricks"):
        text.append(t("ui.chien") + ": ")
        text.append_text(cards_text(view.chien))
        text.append("\n")
    if view.ecart_trumps:
        text.append(t("ui.ecart_trumps") + ": ")
        text.append_text(cards_text(view.ecart_trumps))
    return text
