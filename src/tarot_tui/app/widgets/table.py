"""The table: seats around it in playing order, each with its role and the card it played to the trick."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.color import Color
from textual.containers import Grid

from tarot_tui.engine import SeatView
from tarot_tui.i18n import contract_name, t

from .card import card_label, card_text, cards_text, current_look, plain
from .panels import FixedText

# Grid cells (row-major 3×3) for each seat in playing order, starting with the player at the bottom.
# Counter-clockwise play (FFT, R1.2): the next player sits on your right.
POSITIONS_CCW = {
    3: (7, 2, 0),
    4: (7, 5, 1, 3),
    5: (7, 5, 2, 0, 3),
}
CENTER = 4


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


class SeatCell(FixedText):
    """One seat at the table; its text is laid out for the cell's width, again when the width changes."""

    _info: SeatInfo | None = None

    def show_seat(self, info: SeatInfo | None) -> None:
        """Show ``info`` (None: an empty place)."""
        self._info = info
        self.show(seat_text(info, self.content_size.width) if info is not None else "")

    def on_resize(self) -> None:
        if self._info is not None:
            self.show(seat_text(self._info, self.content_size.width))


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
        """Lay the seats out with ``bottom`` at the bottom and fill the centre."""
        n = len(seats)
        cells = positions(n, clockwise)
        used = set()
        for k in range(n):
            seat = (bottom + k) % n
            cell = cells[k]
            used.add(cell)
            widget = self._cell(cell)
            widget.show_seat(seats[seat])
            widget.set_class(True, "seat")
            self._mark(cell, widget, "winner" if seats[seat].winner else "to-move" if seats[seat].to_move else "")
        for index in range(9):
            if index != CENTER and index not in used:
                widget = self._cell(index)
                widget.show_seat(None)
                widget.set_class(False, "seat")
                self._mark(index, widget, "")
        self.query_one("#center", FixedText).show(center)

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


def seat_text(info: SeatInfo, width: int = 0) -> Text:
    """Two lines that fit the smallest table: who and what, then the card played (or the bid). The tricks
    won go on the first line, or on the second when the first would not fit in ``width`` columns."""
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
    if info.trick_card is not None:
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
