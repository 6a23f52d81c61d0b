"""The table: seats around it in playing order, each with its role and the card it played to the trick.

Where the middle of the table has room (``FACES_MIN``: 120×40 and more), the trick's cards lie there as small
card faces, each on the side of the seat that played it; on a smaller table each card is written in its seat.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip

from tarot_tui.engine import SeatView
from tarot_tui.i18n import contract_name, t

from .card import card_label, card_style, card_text, cards_text, current_look, plain
from .panels import text_key
from .strips import KeepsDrawing, text_strips

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


BORDERS = {
    "round": ("╭", "─", "╮", "│", "╰", "╯"),
    "heavy": ("┏", "━", "┓", "┃", "┗", "┛"),
    "double": ("╔", "═", "╗", "║", "╚", "╝"),
    "ascii": ("+", "-", "+", "|", "+", "+"),
}
"""A seat's edge (corners, edge, sides): round; heavy for the seat to move; double for the trick's winner."""


@dataclass(frozen=True)
class CellLook:
    """What one of the nine places of the table shows: a seat, the middle, or nothing."""

    kind: str
    """"seat", "middle" or "empty"."""
    info: SeatInfo | None = None
    mark: str = ""
    """A seat's edge: "" (round), "to-move" (heavy) or "winner" (double)."""
    card_in_middle: bool = False
    """The seat's trick card lies in the middle (as a card face), not in the seat."""
    middle: object = None
    """The middle's text, as ``text_key`` compares it."""


@functools.cache
def grid_lines(size: int) -> list[int]:
    """Where the three equal rows (or columns) of ``size`` cells start, and the end: as Textual divides 1fr."""
    return [int(Fraction(size * i, 3)) for i in range(4)]


KEPT_PLACES = 256
"""Drawings of places the table keeps (about a deal's worth, so that the start of a deal is often drawn already)."""


class TableView(KeepsDrawing):
    """Seats around the table with the trick in the middle: one widget that draws its nine places itself.

    Nine widgets (with their borders) cost the screen a style lookup, a message and a compositor pass each when
    they change, and two to five of them change with every move; here a move redraws the places that changed
    and nothing else (each place is drawn by Rich into strips and kept until it changes).
    """

    COMPONENT_CLASSES = {"table--edge", "table--to-move", "table--winner", "table--level", "table--middle"}

    DEFAULT_CSS = """
    TableView {
        height: 1fr;
        min-height: 12;
    }
    TableView > .table--edge {
        color: $panel-lighten-2;
    }
    TableView > .table--to-move {
        color: $accent;
    }
    TableView > .table--winner {
        color: $success;
    }
    TableView > .table--level {
        color: $text-muted;
    }
    TableView > .table--middle {
        color: $text-muted;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._ascii = False
        """Edges of ASCII characters only (the ASCII look, ``card.CardLook.ascii``)."""
        self._shown: tuple[list[SeatInfo], int, Text, bool] | None = None
        """What ``show`` was last given (shown again after a resize)."""
        self._looks: list[CellLook] = [CellLook("empty")] * 9
        self._middle = Text()
        self._drawn: dict[tuple[CellLook, int, int], list[Strip]] = {}
        """Places drawn, by look and size, the latest last (``KEPT_PLACES`` of them): a seat often looks again
        as it did a move or a deal ago (its turn mark comes and goes; every deal starts with empty seats)."""
        self._card_look = current_look()
        """The card look the kept places were drawn in."""
        self._rows: list[list[Strip] | None] = [None, None, None]
        """Each row's lines, its three places joined, for ``_rows_size`` (None: joined again when drawn)."""
        self._rows_size = Size(0, 0)
        self._styles: dict[str, Style] = {}
        """The table's own style and its parts' (edges, levels, middle), read once until the next restyle."""

    def on_mount(self) -> None:
        self._ascii = current_look().ascii

    def forget_drawing(self, *, whole: bool) -> None:
        """Nothing: each place is kept by its look and size, and a place that changed is redrawn by ``show``. A
        whole refresh (the table shown again under the sheet, a new size) draws nothing anew; a new style does
        (``notify_style_update``), and so does a new card look (``render_line``)."""

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._drawn.clear()
        self._styles.clear()
        self._rows = [None, None, None]

    @property
    def card_in_middle(self) -> bool:
        """The trick's cards lie in the middle as card faces (a roomy table), not written in their seats."""
        return any(look.card_in_middle for look in self._looks)

    def levels(self) -> list[str]:
        """The computer players' levels shown on their seats' lower edges."""
        return [level for look in self._looks if look.info is not None and (level := _level(look.info))]

    def seat_regions(self, row: int) -> list[Region]:
        """The screen regions of the seats in ``row`` (0: the top)."""
        xs, ys = grid_lines(self.size.width), grid_lines(self.size.height)
        return [
            Region(self.region.x + xs[col], self.region.y + ys[row], xs[col + 1] - xs[col], ys[row + 1] - ys[row])
            for col in range(3)
            if self._looks[row * 3 + col].kind == "seat"
        ]

    def show(self, seats: list[SeatInfo], bottom: int, center: Text, *, clockwise: bool) -> None:
        """Lay the seats out with ``bottom`` at the bottom and fill the centre (with the trick's card faces
        where it has room)."""
        self._shown = (seats, bottom, center, clockwise)
        n = len(seats)
        cells = positions(n, clockwise)
        xs, ys = grid_lines(self.size.width), grid_lines(self.size.height)
        width, height = xs[2] - xs[1], ys[2] - ys[1]
        placed = [
            (cells[k], info.trick_card, info.winner)
            for k in range(n)
            if (info := seats[(bottom + k) % n]).trick_card is not None
        ]
        faces = bool(placed) and width >= FACES_MIN[0] and height >= FACES_MIN[1]
        looks = [CellLook("empty")] * 9
        for k in range(n):
            info = seats[(bottom + k) % n]
            mark = "winner" if info.winner else "to-move" if info.to_move else ""
            looks[cells[k]] = CellLook("seat", info, mark, faces and info.trick_card is not None)
        self._middle = trick_faces(placed, center, width, height) if faces else center
        looks[CENTER] = CellLook("middle", middle=text_key(self._middle))
        for index, look in enumerate(looks):
            if look != self._looks[index]:
                row, col = divmod(index, 3)
                self._rows[row] = None
                self.refresh(Region(xs[col], ys[row], xs[col + 1] - xs[col], ys[row + 1] - ys[row]))
        self._looks = looks

    def on_resize(self) -> None:
        # The middle's size decides between card faces and text.
        if self._shown is not None:
            seats, bottom, center, clockwise = self._shown
            self.show(seats, bottom, center, clockwise=clockwise)

    def render_line(self, y: int) -> Strip:
        size = self.size
        if size != self._rows_size or self._card_look is not current_look():
            if self._card_look is not current_look():  # the settings changed how cards are written
                self._card_look = current_look()
                self._ascii = self._card_look.ascii
                self._drawn.clear()
            self._rows_size = size
            self._rows = [None, None, None]
        ys = grid_lines(size.height)
        row = 0 if y < ys[1] else 1 if y < ys[2] else 2
        lines = self._rows[row]
        if lines is None:
            xs, height = grid_lines(size.width), ys[row + 1] - ys[row]
            places = [self._place(row * 3 + col, xs[col + 1] - xs[col], height) for col in range(3)]
            lines = self._rows[row] = [Strip.join(parts) for parts in zip(*places, strict=True)]
        return lines[y - ys[row]]

    def _place(self, index: int, width: int, height: int) -> list[Strip]:
        look = self._looks[index]
        key = (look, width, height)
        drawn = self._drawn.get(key)
        if drawn is None:
            drawn = self._drawn[key] = self._draw(look, width, height)
            if len(self._drawn) > KEPT_PLACES:
                del self._drawn[next(iter(self._drawn))]  # the oldest drawing
        return drawn

    def _style(self, part: str) -> Style:
        """The table's own style ("") or one of its parts' (reading a style takes a while: kept)."""
        style = self._styles.get(part)
        if style is None:
            style = self._styles[part] = self.get_component_rich_style(part) if part else self.rich_style
        return style

    def _draw(self, look: CellLook, width: int, height: int) -> list[Strip]:
        console, base = self.app.console, self._style("")
        if look.kind == "middle":
            style = self._style("table--middle")
            return text_strips(console, self._middle, width, height, style, align="center", valign="middle")
        if look.kind == "empty" or look.info is None or width < 3 or height < 3:
            return [Strip.blank(width, base)] * height
        text = seat_text(look.info, width - 2, card=not look.card_in_middle)
        inner = text_strips(console, text, width - 2, height - 2, base, align="center", valign="middle")
        component = {"to-move": "table--to-move", "winner": "table--winner"}.get(look.mark, "table--edge")
        edge = self._style(component)
        shape = "ascii" if self._ascii else {"to-move": "heavy", "winner": "double"}.get(look.mark, "round")
        top_left, line, top_right, side, low_left, low_right = BORDERS[shape]
        lines = [Strip([Segment(top_left + line * (width - 2) + top_right, edge)])]
        lines += [Strip([Segment(side, edge), *strip, Segment(side, edge)]) for strip in inner]
        level = _level(look.info)
        label = f" {level} " if level and len(level) + 5 <= width else ""
        run = width - 2 - len(label) - (1 if label else 0)
        bottom = [Segment(low_left + line * run, edge)]
        if label:
            bottom += [Segment(label, self._style("table--level")), Segment(line, edge)]
        lines.append(Strip([*bottom, Segment(low_right, edge)]))
        return lines


def _level(info: SeatInfo) -> str:
    """A computer player's level, as its seat's lower edge shows it ("" for a person)."""
    return "" if info.level == "human" else t(f"level.{info.level}")


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
