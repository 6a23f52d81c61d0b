"""The table: compact seats round its edge in playing order, and the trick in the middle, where everyone looks.

Each seat is a small box: the name in its top edge, its role, tricks and what it is doing inside, a computer's
level in its lower edge. The trick's cards lie in the middle as card faces as large as the middle allows, each
right beside the seat that played it, numbered in the order played (1: the lead, named under it where there is
room), the card that took a finished trick edged twice in green. Only where the middle is too small for faces
is each card written in its seat.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip

from tarot_tui.engine import Contract, Phase, SeatView, sorted_for_display
from tarot_tui.i18n import contract_name, current_language, t
from tarot_tui.table import (
    TALL_SCREEN,
    Side,
    centred,
    question_room,
    seat_box,
    seat_sides,
    seat_titles,
    table_lines,
)

from .card import CardLook, card_label, card_style, card_text, cards_text, current_look, plain
from .panels import text_key
from .strips import KeepsDrawing, text_strips

CELLS = {Side.TOP_LEFT: 0, Side.TOP: 1, Side.TOP_RIGHT: 2, Side.LEFT: 3, Side.RIGHT: 5, Side.BOTTOM: 7}
"""The place (row-major 3×3) of each side of the table; 4 is the middle."""
CENTER = 4
FACE_SIZES = ((11, 9), (9, 7), (7, 5), (5, 3))
"""Card faces (columns, lines), the largest the middle has room for: 11×9 at 160×50, 9×7 at 120×40, 5×3 at 80×24."""
LABELS_FROM = 9
"""Face width from which the lead and the card that took the trick are named under their faces."""
TEXT_ROOM = 14
"""Columns the middle's text needs between the side faces."""
FACE_EDGE = Style(color="grey50")
WINNER_EDGE = Style(color="green", bold=True)
WINNING_EDGE = Style(color="green")
LEAD_MARK = Style(bold=True)


def face_size(width: int, height: int) -> tuple[int, int] | None:
    """The largest card face a middle of ``width``×``height`` holds on every side with its words under it and
    two lines of text between (three beside faces with words; None: no room, the cards are written in their
    seats)."""
    for face_w, face_h in FACE_SIZES:
        labels = face_w >= LABELS_FROM
        if height >= 2 * (face_h + labels) + 2 + labels and width >= 2 * face_w + 2 + TEXT_ROOM:
            return face_w, face_h
    return None


def face_origin(
    side: Side, width: int, height: int, face: tuple[int, int], *, sides_free: bool = False, tall: bool = True
) -> tuple[int, int]:
    """Where (column, line) in a middle of ``width``×``height`` the ``face`` of the seat on ``side`` goes: right
    beside that seat; a top corner's in the middle's top corner when no seat sits on the left and right
    (``sides_free``), else a quarter of the way in (clear of the sides' faces, which move down when it is not);
    ``tall``: the terminal is at least ``TALL_SCREEN`` lines high (``tarot_tui.table.centred``)."""
    face_w, face_h = face
    span = width - face_w
    corner = 0 if sides_free else span // 4
    x = {Side.LEFT: 0, Side.TOP_LEFT: corner, Side.RIGHT: span, Side.TOP_RIGHT: span - corner}.get(side, span // 2)
    if side in (Side.TOP, Side.TOP_LEFT, Side.TOP_RIGHT):
        return x, 0
    if side is Side.BOTTOM:
        return x, height - face_h
    # On the seat's line (``tarot_tui.table.seat_box``), centred in the middle's steady height: a middle a line
    # higher (a one-line hint rather than two) leaves the face where it was.
    y = centred(height, face_h, tall=tall)
    return x, y if corner >= face_w else max(y, face_h + (face_w >= LABELS_FROM))


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
    """"human", "phone" (a person whose hand is on their phone), or the computer player's level (shown on the
    seat's lower edge, but for a person at the laptop)."""
    order: int = 0
    """When its card lies in the trick: the order it was played in (1: the lead); 0 otherwise."""
    winning: bool = False
    """Its card wins the trick in play so far."""
    counting: bool = False
    """The tricks are being played: its tricks won are shown (R9.6), "0 sl." before its first, as on every seat."""


BORDERS = {
    "round": ("╭", "─", "╮", "│", "╰", "╯"),
    "heavy": ("┏", "━", "┓", "┃", "┗", "┛"),
    "double": ("╔", "═", "╗", "║", "╚", "╝"),
    "ascii": ("+", "-", "+", "|", "+", "+"),
    "ascii-double": ("#", "=", "#", "|", "#", "#"),
}
"""A seat's or a card's edge (corners, edge, sides): round; heavy for the seat to move; double for the trick's
winner (in ASCII: ``=`` and ``#``)."""


@dataclass(frozen=True)
class Placed:
    """A card face in the middle: the side of the seat that played it, the card, its order (1: the lead),
    whether it took the trick, or wins the trick in play so far."""

    side: Side
    card: int
    order: int
    took: bool
    winning: bool = False


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
    faces: tuple[Placed, ...] = ()
    """The middle's card faces."""
    sides_free: bool = False
    """No seat sits on the left or the right (the top corners' faces go in the middle's corners)."""
    title: str = ""
    """A seat's name as its top edge shows it (``tarot_tui.table.seat_titles``: shortened where it does not fit)."""

    @property
    def wanted(self) -> int:
        """The width a seat's box needs for its title with a space and a corner on either side."""
        return cell_len(self.title) + 4 if self.title else 0


KEPT_PLACES = 256
"""Drawings of places the table keeps (about a deal's worth, so that the start of a deal is often drawn already)."""


class TableView(KeepsDrawing):
    """Seats around the table with the trick in the middle: one widget that draws its nine places itself.

    Nine widgets (with their borders) cost the screen a style lookup, a message and a compositor pass each when
    they change, and two to five of them change with every move; here a move redraws the places that changed
    and nothing else (each place is drawn by Rich into strips and kept until it changes).
    """

    COMPONENT_CLASSES = {
        "table--edge",
        "table--to-move",
        "table--winner",
        "table--level",
        "table--middle",
        "table--face",
    }

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
    TableView > .table--face {
        background: $panel;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._ascii = False
        """Edges of ASCII characters only (the ASCII look, ``card.CardLook.ascii``)."""
        self._shown: tuple[list[SeatInfo], int, Text, bool, Text | None, Text | None, Text | None] | None = None
        """What ``show`` was last given (shown again after a resize)."""
        self._looks: list[CellLook] = [CellLook("empty")] * 9
        self._middle = Text()
        self._drawn: dict[tuple[CellLook, int, int, tuple[int, int, int, int], bool], list[Strip]] = {}
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

    @property
    def _tall(self) -> bool:
        """The terminal is at least ``TALL_SCREEN`` lines high: decided on the terminal's height, not the table's,
        which changes by a line or two between turns."""
        return self.app.size.height >= TALL_SCREEN

    def _lines(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Where the nine places start and end (``tarot_tui.table.table_lines``); the top row's seats have two lines
        inside on a ``_tall`` terminal."""
        return table_lines(self.size.width, self.size.height, tall=self._tall)

    def question_room(self) -> int:
        """The lines a question over the table's foot may take and leave the side seats whole
        (``tarot_tui.table.question_room``)."""
        return question_room(self.size.width, self.size.height, tall=self._tall)

    def seat_regions(self, row: int) -> list[Region]:
        """The screen regions of the seats' boxes in ``row`` (0: the top)."""
        xs, ys = self._lines()
        regions = []
        for col in range(3):
            if self._looks[row * 3 + col].kind == "seat":
                place = (xs[col + 1] - xs[col], ys[row + 1] - ys[row])
                wanted = self._looks[row * 3 + col].wanted
                x, y, width, height = seat_box(row, *place, (xs[1], ys[1]), tall=self._tall, wanted=wanted)
                regions.append(Region(self.region.x + xs[col] + x, self.region.y + ys[row] + y, width, height))
        return regions

    def show(
        self,
        seats: list[SeatInfo],
        bottom: int,
        center: Text,
        *,
        clockwise: bool,
        short: Text | None = None,
        compact: Text | None = None,
        low: Text | None = None,
    ) -> None:
        """Lay the seats out with ``bottom`` at the bottom and fill the middle (with the trick's card faces
        where it has room); ``short``, ``compact`` and ``low``: the middle's words in shorter forms, for when a
        line of ``center`` is wider than the room between the faces or it has more lines than that room has rows
        (the first form that fits is drawn, else the last)."""
        self._shown = (seats, bottom, center, clockwise, short, compact, low)
        sides = seat_sides(len(seats), bottom, clockwise=clockwise)
        xs, ys = self._lines()
        face = face_size(xs[2] - xs[1], ys[2] - ys[1])
        placed = tuple(
            Placed(sides[seat], info.trick_card, info.order, info.winner, info.winning)
            for seat, info in enumerate(seats)
            if info.trick_card is not None
        )
        faces = bool(placed) and face is not None
        free = not {Side.LEFT, Side.RIGHT} & set(sides)
        columns, rows = text_room(xs[2] - xs[1], ys[2] - ys[1], face if faces else None, sides_free=free)
        forms = [center, *(form for form in (short, compact, low) if form is not None)]
        tried = (variant for form in forms for variant in (form, split_labels(form, columns)))
        center = next((form for form in tried if fits(form, columns, rows)), forms[-1])
        looks = [CellLook("empty")] * 9
        # A name has the room between its box's corners (a whole name without the spaces round it), and a box in
        # the middle column may grow into its place.
        rooms = [xs[CELLS[side] % 3 + 1] - xs[CELLS[side] % 3] - 2 for side in sides]
        ellipsis = plain("…", "...")
        titles = seat_titles([info.name for info in seats], rooms, width=cell_len, ellipsis=ellipsis, padding=2)
        for seat, info in enumerate(seats):
            mark = "winner" if info.winner else "to-move" if info.to_move else ""
            in_middle = faces and info.trick_card is not None
            # What only the middle shows is left out of the seat's look: the seat is not drawn again for it.
            shown = replace(info, order=0, winning=False, trick_card=None if in_middle else info.trick_card)
            looks[CELLS[sides[seat]]] = CellLook("seat", shown, mark, in_middle, title=titles[seat])
        self._middle = center
        looks[CENTER] = CellLook("middle", middle=text_key(center), faces=placed if faces else (), sides_free=free)
        for index, look in enumerate(looks):
            if look != self._looks[index]:
                row, col = divmod(index, 3)
                self._rows[row] = None
                self.refresh(Region(xs[col], ys[row], xs[col + 1] - xs[col], ys[row + 1] - ys[row]))
        self._looks = looks

    def on_resize(self) -> None:
        # The middle's size decides the card faces' size, or text.
        if self._shown is not None:
            seats, bottom, center, clockwise, short, compact, low = self._shown
            self.show(seats, bottom, center, clockwise=clockwise, short=short, compact=compact, low=low)

    def render_line(self, y: int) -> Strip:
        size = self.size
        if size != self._rows_size or self._card_look is not current_look():
            if self._card_look is not current_look():  # the settings changed how cards are written
                self._card_look = current_look()
                self._ascii = self._card_look.ascii
                self._drawn.clear()
            self._rows_size = size
            self._rows = [None, None, None]
        xs, ys = self._lines()
        row = 0 if y < ys[1] else 1 if y < ys[2] else 2
        lines = self._rows[row]
        if lines is None:
            height = ys[row + 1] - ys[row]
            places = [self._place(row * 3 + col, xs[col + 1] - xs[col], height) for col in range(3)]
            lines = self._rows[row] = [Strip.join(parts) for parts in zip(*places, strict=True)]
        return lines[y - ys[row]]

    def _place(self, index: int, width: int, height: int) -> list[Strip]:
        look = self._looks[index]
        xs, ys = self._lines()
        tall = self._tall
        box = seat_box(index // 3, width, height, (xs[1], ys[1]), tall=tall, wanted=look.wanted)
        key = (look, width, height, box, tall)
        drawn = self._drawn.get(key)
        if drawn is None:
            drawn = self._drawn[key] = self._draw(look, width, height, box, tall)
            if len(self._drawn) > KEPT_PLACES:
                del self._drawn[next(iter(self._drawn))]  # the oldest drawing
        return drawn

    def _style(self, part: str) -> Style:
        """The table's own style ("") or one of its parts' (reading a style takes a while: kept)."""
        style = self._styles.get(part)
        if style is None:
            style = self._styles[part] = self.get_component_rich_style(part) if part else self.rich_style
        return style

    def _draw(self, look: CellLook, width: int, height: int, box: tuple[int, int, int, int], tall: bool) -> list[Strip]:
        console, base = self.app.console, self._style("")
        if look.kind == "middle":
            style = self._style("table--middle")
            face = face_size(width, height) if look.faces else None
            if face is None:
                # A column kept clear on each side: a line as wide as the middle ran into the seats' edges.
                inner = text_strips(console, self._middle, width - 2, height, style, align="center", valign="middle")
                edge = Strip.blank(1, style)
                return [Strip.join([edge, line, edge]) for line in inner]
            card = Style(bgcolor=self._style("table--face").bgcolor)
            return middle_strips(
                console,
                look.faces,
                self._middle,
                width,
                height,
                face,
                style,
                card,
                ascii_only=self._ascii,
                sides_free=look.sides_free,
                tall=tall,
            )
        x, y, box_w, box_h = box
        blank = Strip.blank(width, base)
        if look.kind == "empty" or look.info is None or box_w < 3 or box_h < 3:
            return [blank] * height
        lines = self._seat_box(look, box_w, box_h)
        pad = Strip.blank(x, base) if x else None
        rest = Strip.blank(width - x - box_w, base) if width > x + box_w else None
        joined = [Strip.join([part for part in (pad, line, rest) if part is not None]) for line in lines]
        return [blank] * y + joined + [blank] * (height - y - box_h)

    def _seat_box(self, look: CellLook, width: int, height: int) -> list[Strip]:
        """A seat's box: the name in its top edge, what the seat shows inside, a computer's level in its lower
        edge; the edge heavy for the seat to move, double for the trick's winner."""
        assert look.info is not None
        console, base = self.app.console, self._style("")
        info = look.info
        inner = seat_text(info, width - 2, lines=height - 2, card=not look.card_in_middle)
        strips = text_strips(console, inner, width - 2, height - 2, base, align="center", valign="middle")
        component = {"to-move": "table--to-move", "winner": "table--winner"}.get(look.mark, "table--edge")
        edge = self._style(component)
        if self._ascii:
            shape = "ascii-double" if look.mark == "winner" else "ascii"
        else:
            shape = {"to-move": "heavy", "winner": "double"}.get(look.mark, "round")
        top_left, line, top_right, side, low_left, low_right = BORDERS[shape]
        title = look.title or info.name
        lines = [Strip(_titled(top_left, line, top_right, title, width, edge, base + Style(bold=True)))]
        lines += [Strip([Segment(side, edge), *strip, Segment(side, edge)]) for strip in strips]
        level = _level(info)
        label = f" {level} " if level and len(level) + 5 <= width else ""
        run = width - 2 - len(label) - (1 if label else 0)
        bottom = [Segment(low_left + line * run, edge)]
        if label:
            bottom += [Segment(label, self._style("table--level")), Segment(line, edge)]
        lines.append(Strip([*bottom, Segment(low_right, edge)]))
        return lines


def _titled(left: str, line: str, right: str, title: str, width: int, edge: Style, style: Style) -> list[Segment]:
    """A box's top edge of ``width`` cells with ``title`` in the middle of it, a space either side where there is
    room for them (cut short when too long even without: ``seat_titles`` gives a title that fits)."""
    room = width - 2
    if cell_len(title) > room:
        cut = Text(title)
        cut.truncate(max(1, room), overflow="ellipsis")
        title = cut.plain
    if cell_len(title) + 2 <= room:
        title = f" {title} "
    run = width - 2 - cell_len(title)
    before = run // 2
    return [
        Segment(left + line * before, edge),
        Segment(title, style),
        Segment(line * (run - before) + right, edge),
    ]


def _level(info: SeatInfo) -> str:
    """A computer player's level, or "phone", as its seat's lower edge shows it ("" for a person at the laptop)."""
    return "" if info.level == "human" else t(f"level.{info.level}")


def seat_text(info: SeatInfo, width: int = 0, *, lines: int = 2, card: bool = True) -> Text:
    """What a seat shows inside its box, in ``lines`` lines of ``width`` columns: its roles and tricks won,
    then what it does now: the card it played (unless ``card`` is False: it lies in the middle), thinking, to
    move, its bid, its poignée. On one line, both, a dot between every part, as far as they fit: where they do
    not, the dealer's mark is left out first (the status line names the dealer), then the dots lose their spaces,
    then "thinking" is left out (the seat's heavy edge and the status line say it: "nemer · 1 sl.", not
    "nemer·1 sl.·d…"), then a poignée loses its level (the log names it), then the poignée is left out (the log
    names it: "nemer · 12 sl.", not "nemer·12 sl.·p…"), then the rest is cut."""
    text = _seat_text(info, lines=lines, card=card, dealer=info.is_dealer)
    spaced, tight = plain(" · ", " - "), plain("·", "-")
    for dot, thinking, level, poignee in (  # (the dealer's mark is left out from the first)
        (spaced, True, True, True),
        (tight, True, True, True),
        (spaced, False, True, True),
        (tight, False, True, True),
        (spaced, False, False, True),
        (tight, False, False, True),
        (spaced, False, False, False),
        (tight, False, False, False),
    ):
        if not width or all(line.cell_len <= width for line in text.split("\n")):
            return text
        text = _seat_text(
            info, lines=lines, card=card, dealer=False, dot=dot, thinking=thinking, level=level, poignee=poignee
        )
    if width and any(line.cell_len > width for line in text.split("\n")):
        return _fit(text, width)
    return text


def _seat_text(
    info: SeatInfo,
    *,
    lines: int,
    card: bool,
    dealer: bool,
    dot: str = "",
    thinking: bool = True,
    level: bool = True,
    poignee: bool = True,
) -> Text:
    """``seat_text`` whole, with the dealer's mark when ``dealer``, "thinking" when ``thinking``, a poignée when
    ``poignee`` and its level when ``level``, its parts joined by ``dot`` (" · ")."""
    first: list[Text] = []
    marks = []
    if dealer:
        marks.append(t("ui.mark.dealer"))
    if info.is_taker:
        marks.append(t("ui.mark.taker"))
    if info.is_partner:
        marks.append(t("ui.mark.partner"))
    if marks:
        first.append(Text(", ".join(marks), style="yellow"))
    if info.tricks or (info.counting and not info.sits_out):
        first.append(Text(t("ui.tricks_won", count=info.tricks), style="dim"))
    second: list[Text] = []
    if info.sits_out:
        second.append(Text(t("ui.sits_out"), style="dim"))
    elif info.trick_card is not None and card:
        second.append(card_text(info.trick_card))
    elif info.thinking and thinking:
        second.append(Text(t("ui.thinking"), style="italic"))
    elif info.to_move and lines >= 2:  # on one line the seat's heavy edge says it alone
        second.append(Text(plain("…", "..."), style="bold"))
    if not info.sits_out:
        if info.bid:
            second.append(Text(info.bid, style="dim"))
        if info.poignee and poignee:
            second.append(Text(t(f"poignee.{info.poignee}" if level else "ui.poignee_short"), style="magenta"))
    joint = Text(dot or plain(" · ", " - "))
    if lines >= 2:
        text = Text("\n", justify="center").join([joint.join(first), Text("  ").join(second)])
    else:  # every part with the dot between, as the roles and tricks have ("nemer · denkt na…")
        text = joint.join([*first, *second])
    text.justify = "center"
    return text


def _fit(text: Text, width: int) -> Text:
    """``text`` with each line cut to ``width`` columns (an ellipsis marks the cut)."""
    out = Text(justify="center")
    for number, line in enumerate(text.split("\n")):
        if number:
            out.append("\n")
        line.truncate(width, overflow="ellipsis")
        out.append_text(line)
    return out


Cell = tuple[str, Style]


def card_face(
    card: int, order: int, took: bool, face: tuple[int, int], *, ascii_only: bool, winning: bool = False
) -> list[list[Cell]]:
    """A card face of ``face`` (columns, lines): its edge (green and double for the card that took the trick,
    green for the card winning it so far)
    with its ``order`` in the top edge (1: the lead), the card's text in the top left corner, in the middle and
    in the bottom right corner (once, as in the hand, on the smallest face)."""
    face_w, face_h = face
    edge = WINNER_EDGE if took else WINNING_EDGE if winning else FACE_EDGE
    shape = ("ascii-double" if took else "ascii") if ascii_only else "double" if took else "round"
    top_left, line, top_right, side, low_left, low_right = BORDERS[shape]
    inner = face_w - 2
    label = card_label(card)
    style = card_style(card)
    number = str(order) if order else ""
    run = line * ((inner - len(number)) // 2)
    top = top_left + run + number + line * (inner - len(run) - len(number)) + top_right
    rows: list[list[Cell]] = [[(char, edge) for char in top]]
    lead = len(run) + 1
    rows[0][lead : lead + len(number)] = [(char, edge + LEAD_MARK) for char in number]
    for line_number in range(face_h - 2):
        text = " " * inner
        if face_h == 3:  # as the hand's faces
            text = label.ljust(inner)
        elif line_number == (face_h - 3) // 2:
            text = label.center(inner)
        elif line_number == 0:
            text = label.ljust(inner)
        elif line_number == face_h - 3:
            text = label.rjust(inner)
        rows.append([(side, edge), *((char, style) for char in text), (side, edge)])
    rows.append([(char, edge) for char in low_left + line * inner + low_right])
    return rows


def text_room(width: int, height: int, face: tuple[int, int] | None, *, sides_free: bool = False) -> tuple[int, int]:
    """The columns and rows the middle's words have in a middle of ``width`` by ``height``: between the trick's
    card faces of size ``face`` (the lead and the winner named under them where the faces are large), or in the
    whole middle but a column on each side when no face is drawn; the whole width but a column on each side too
    when no seat sits on the left or the right (``sides_free``: no face lies beside the words)."""
    if face is None:
        return max(0, width - 2), height
    face_w, face_h = face
    labels = face_w >= LABELS_FROM
    columns = width - 2 if sides_free else width - 2 * (face_w + 1)
    return max(0, columns), max(0, height - 2 * (face_h + labels))


def fits(center: Text, columns: int, rows: int) -> bool:
    """Whether the middle's words fit ``columns`` by ``rows``: no line cut short, none left out."""
    lines = [line for line in center.split("\n") if line.plain.strip()]
    return len(lines) <= rows and all(line.cell_len <= columns for line in lines)


def split_labels(center: Text, columns: int) -> Text:
    """``center`` with each line wider than ``columns`` broken after its label, where it has one: "Hond:" on a line
    and the chien's cards on the next (on one line they wrapped, a card alone on the next row); ``center`` itself
    when no line is broken."""
    lines = center.split("\n")
    broken: list[Text] = []
    for line in lines:
        at = line.plain.find(": ")
        if line.cell_len > columns and at > 0:
            label, _, rest = line.divide([at + 1, at + 2])
            broken += [label, rest]
        else:
            broken.append(line)
    if len(broken) == len(lines):
        return center
    return Text("\n", justify=center.justify).join(broken)


def middle_strips(
    console: Console,
    placed: tuple[Placed, ...],
    center: Text,
    width: int,
    height: int,
    face: tuple[int, int],
    style: Style,
    card: Style,
    *,
    ascii_only: bool,
    sides_free: bool = False,
    tall: bool = True,
) -> list[Strip]:
    """The middle of the table: each card face beside the seat that played it (the lead and the card that took
    the trick named under theirs where the faces are large), the centre's text (the contract, the trick's
    number...) in the room left between them. The faces' background is ``card``; ``sides_free``: no seat sits
    on the left or the right; ``tall``: the terminal is at least ``TALL_SCREEN`` lines high (``face_origin``)."""
    face_w, face_h = face
    labels = face_w >= LABELS_FROM
    blank: Cell = (" ", Style())
    rows: list[list[Cell]] = [[blank] * width for _ in range(height)]
    for item in placed:
        x, y = face_origin(item.side, width, height, face, sides_free=sides_free, tall=tall)
        drawn = _face_on(
            item.card, item.order, item.took, face, ascii_only, item.winning, card, current_look(), current_language()
        )
        for dy, face_line in enumerate(drawn):
            rows[y + dy][x : x + face_w] = face_line
        if labels:
            _label(rows, item, x, y, face, console)
    first = face_h + labels
    columns, room = text_room(width, height, face, sides_free=sides_free)
    free_left = (width - columns) // 2
    free_right = free_left + columns
    texts = [line for line in center.split("\n") if line.plain.strip()]
    start = first + max(0, (room - len(texts)) // 2)
    for number, line in enumerate(texts[:room]):
        line.truncate(free_right - free_left, overflow="ellipsis")
        at = free_left + max(0, (free_right - free_left - line.cell_len) // 2)
        _put(rows[start + number], at, line, console)
    empty = Strip.blank(width, style)
    return [_strip(row, style) if row.count(blank) < width else empty for row in rows]


@functools.lru_cache(maxsize=512)
def _face_on(
    card: int,
    order: int,
    took: bool,
    face: tuple[int, int],
    ascii_only: bool,
    winning: bool,
    background: Style,
    look: CardLook,
    lang: str,
) -> tuple[tuple[Cell, ...], ...]:
    """``card_face`` over the faces' ``background``, kept: the same face is drawn again from each seat as the laptop
    changes hands (``look`` and ``lang`` decide its label and colours)."""
    drawn = card_face(card, order, took, face, ascii_only=ascii_only, winning=winning)
    return tuple(tuple((char, background + char_style) for char, char_style in line) for line in drawn)


def _label(rows: list[list[Cell]], item: Placed, x: int, y: int, face: tuple[int, int], console: Console) -> None:
    """Under a face (over it at the bottom), cut to its width: that it took the trick or wins it so far, or
    else that it led."""
    if item.took:
        text = Text(t("ui.trick.took"), style=WINNER_EDGE)
    elif item.winning:
        text = Text(t("ui.trick.winning"), style=WINNING_EDGE)
    elif item.order == 1:
        text = Text(t("ui.trick.lead"), style=Style(italic=True))
    else:
        return
    face_w, face_h = face
    line = y - 1 if item.side is Side.BOTTOM else y + face_h
    text.truncate(face_w, overflow="ellipsis")
    at = x + (face_w - text.cell_len) // 2
    for offset, (char, char_style) in enumerate(_cells(text, console)):
        rows[line][at + offset] = (char, char_style)


def _cells(text: Text, console: Console) -> list[Cell]:
    """``text`` one cell at a time, each with its style over the text's own (a wide character: then an empty
    cell)."""
    base = console.get_style(text.style) if text.style else Style()
    cells: list[Cell] = []
    for segment in text.render(console, end=""):
        style = base + segment.style if segment.style else base
        for char in segment.text:
            cells.append((char, style))
            if cell_len(char) == 2:
                cells.append(("", style))
    return cells


def _put(row: list[Cell], at: int, text: Text, console: Console) -> None:
    """``text`` over ``row`` from column ``at``."""
    cells = _cells(text, console)
    row[at : at + len(cells)] = cells


def _strip(row: list[Cell], style: Style) -> Strip:
    """A line of cells as a strip, each run of one style a segment over the middle's ``style``."""
    segments = []
    chars: list[str] = []
    run_style = row[0][1]
    for char, cell_style in row:
        if cell_style is not run_style and cell_style != run_style:
            segments.append(Segment("".join(chars), style + run_style))
            chars = []
            run_style = cell_style
        chars.append(char)
    segments.append(Segment("".join(chars), style + run_style))
    return Strip(segments)


CHIEN_ASIDE = {Contract.GARDE_SANS: "attack", Contract.GARDE_CONTRE: "defence"}
"""For whom the chien, set aside face down, counts (R6.3, R6.4): the contracts where nobody sees it."""


def center_text(
    view: SeatView,
    names: list[str],
    match_seat: list[int],
    *,
    finished_trick: bool = False,
    short: bool = False,
    compact: bool = False,
    low: bool = False,
) -> Text:
    """The middle of the table: the contract, the call, the chien while the taker makes the écart (then the écart
    face down until the first card; at a Garde sans or contre the chien face down and for whom it counts, until the
    first card), the trick number (of the trick just won, when ``finished_trick``: it stays on
    the table a moment, or is looked at again). ``short``: for a narrow middle, the contract without its taker
    (the status line and the taker's seat name them) and a chelem in a word. ``compact``: short, and for a low
    middle too: the chelem and the trick number share a row (five players' contract, call, chelem and trick number
    in the three rows between the faces at 80×24). ``low``: compact, and without the contract, which the status
    line names (the two rows a two-line hint leaves there hold the call, the chelem and the trick number)."""
    compact = compact or low
    short = short or compact
    sharing = compact and view.chelem_announced and bool(view.tricks or view.current.cards)
    text = Text(justify="center")
    if view.contract is not None and view.taker is not None:
        taker = "" if short else plain(" · ", " - ") + names[match_seat[view.taker]]
        if not low:
            text.append(f"{contract_name(view.contract)}{taker}\n", style="bold")
        if view.called_card is not None:
            text.append(t("ui.called", card=card_label(view.called_card)) + "\n")
        if view.chelem_announced:
            chelem = t("ui.chelem_announced_short" if short else "ui.chelem_announced")
            text.append(chelem + (plain(" · ", " - ") if sharing else "\n"), style="magenta")
    else:
        text.append(t("phase.bidding") + "\n", style="bold")
    if view.tricks or view.current.cards:
        total = len(view.tricks) + sum(view.hand_sizes) // view.players + (1 if view.current.cards else 0)
        number = len(view.tricks) + 1 if len(view.tricks) < total and not finished_trick else len(view.tricks)
        key = "ui.trick_number_short" if sharing else "ui.trick_number"
        text.append(t(key, number=number, total=total) + "\n", style="dim")
    elif view.chien and view.phase is Phase.DISCARD:  # turned up, then taken into the taker's hand (R6.1)
        text.append(t("ui.chien") + ": ")
        text.append_text(cards_text(sorted_for_display(view.chien)))
        text.append("\n")
    elif view.chien and view.phase in (Phase.CHELEM, Phase.TRICKS):  # the écart lies face down (R6.1)
        text.append(t("ui.ecart_face_down", count=view.chien_size) + "\n")
    elif view.contract in CHIEN_ASIDE and view.phase in (Phase.CHELEM, Phase.TRICKS):  # R6.3, R6.4
        side = CHIEN_ASIDE[view.contract]
        chien = t(f"ui.chien_aside_{side}_short") if short else t(f"ui.chien_aside_{side}", count=view.chien_size)
        text.append(chien + "\n")
    if view.ecart_trumps:  # shown to all (R6.2): "Uit écart" between the faces of a narrow middle
        text.append(t("ui.ecart_trumps_short" if short else "ui.ecart_trumps") + ": ")
        text.append_text(cards_text(sorted_for_display(view.ecart_trumps)))
    return text
