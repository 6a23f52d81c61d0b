"""What the table screen draws, from the flow and the view of whoever may look: seats, the centre, the status.

Plain functions over the evening and a seat view; no turn logic (that is ``tarot_tui.play``) and no widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from rich.cells import cell_len
from rich.text import Text

from tarot_tui.engine import Card, Phase, SeatView
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, t
from tarot_tui.play import NextDeal
from tarot_tui.table import TableModel, TrickOnShow, names_apart, trick_cards

from ..widgets.card import plain
from ..widgets.table import SeatInfo, center_text


class Seating(Protocol):
    """Who deals and who sits where in a deal: a deal dealt (``PlayedDeal``) or the next one (``Opening``)."""

    @property
    def number(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def seats(self) -> tuple[int, ...]: ...
    def deal_seat(self, match_seat: int) -> int | None: ...


def poignee_level(view: SeatView, deal_seat: int | None) -> int:
    """The level (1-3) of the poignée ``deal_seat`` showed, 0 for none (R7.1)."""
    level = view.shown_poignee_level(deal_seat) if deal_seat is not None else None
    return 0 if level is None else int(level)


def seat_infos(
    evening: Evening,
    view: SeatView,
    *,
    viewer: int | None,
    thinking: int | None,
    trick: TrickOnShow | None,
    lingering: bool = False,
    played: Seating | None = None,
) -> list[SeatInfo]:
    """Each match seat as the table shows it; ``trick`` replaces the trick in progress when given (``lingering``:
    play goes on with it on the table: it stays until the next card, or it is the last trick looked at again with
    v, and the seat to move is marked as well); ``played``: the deal's seating (the latest deal's by default)."""
    played = played or evening.last
    assert played is not None
    seats_map = played.seats
    if trick is not None:  # a finished trick: the card that took it
        shown = trick_cards(trick.leader, trick.cards, trick.winner, view.players)
    else:  # the trick in play: the card winning it so far
        shown = trick_cards(view.current.leader, view.current.cards, None, view.players)
    on_table = {seats_map[card.seat]: card for card in shown}
    last_bid = {seats_map[seat]: contract_name(contract) for seat, contract in view.bids}
    bidding = view.phase is Phase.BIDDING or view.taker is None
    counting = view.phase in (Phase.TRICKS, Phase.SCORED)
    infos = []
    for seat, name in enumerate(evening.names):
        ds = played.deal_seat(seat)
        infos.append(
            SeatInfo(
                name=name,
                is_dealer=seat == played.dealer,
                is_taker=ds is not None and ds == view.taker,
                is_partner=ds is not None and view.partner_known and ds == view.partner and ds != view.taker,
                sits_out=ds is None,
                bid=last_bid.get(seat, "") if bidding else "",
                tricks=view.tricks_won[ds] if ds is not None else 0,
                trick_card=on_table[seat].card if seat in on_table else None,
                to_move=ds is not None and view.to_move == ds and (trick is None or lingering),
                is_you=seat == viewer,
                thinking=seat == thinking,
                winner=trick is not None and ds == trick.winner,
                poignee=poignee_level(view, ds),
                level="phone" if evening.on_phone(seat) else evening.save.seats[seat],
                order=on_table[seat].order if seat in on_table else 0,
                winning=seat in on_table and on_table[seat].winning,
                counting=counting and ds is not None,
            )
        )
    return infos


def centre(
    evening: Evening,
    view: SeatView,
    *,
    trick: TrickOnShow | None,
    looking_back: bool,
    played: Seating | None = None,
    short: bool = False,
    compact: bool = False,
    low: bool = False,
) -> Text:
    """The middle of the table; ``looking_back`` marks a finished trick looked at again; ``short``, ``compact``
    and ``low``: its words for a narrow middle, for a narrow and low one, and for a lower one still
    (``center_text``). In the compact forms the mark comes first: a low middle draws the lines that fit from the
    top, and the mark is what says the cards on the table are not the trick in play."""
    played = played or evening.last
    assert played is not None
    finished = trick is not None
    text = center_text(
        view, evening.names, list(played.seats), finished_trick=finished, short=short, compact=compact, low=low
    )
    if looking_back:
        mark = Text(t("ui.previous_trick"), style="reverse")
        if compact or low:
            return Text("\n", justify="center").join([mark, text])
        text.append("\n")
        text.append_text(mark)
    return text


def status_line(
    evening: Evening,
    view: SeatView,
    *,
    thinking: bool,
    played: Seating | None = None,
    actor: int | None = None,
    dealer: bool = True,
    names_room: int = 0,
) -> Text:
    """Deal, dealer, contract, and who is really to move now (a computer: thinking); ``played`` and ``actor``: the
    deal's seating and who moves (the latest deal's by default); ``dealer`` False leaves the dealer out (their seat
    says it), for a line too narrow for it all; ``names_room``: every name in at most that many cells, shortened
    as the seats' edges shorten them (``names_apart``: no two read alike), for a line narrower still."""
    played = played or evening.last
    assert played is not None
    names = evening.names
    if names_room:
        names = list(names_apart(names, names_room, width=cell_len, ellipsis=plain("…", "...")))
    text = Text()
    text.append(t("ui.deal_number", number=played.number), style="bold")
    if evening.save.deals_planned:
        text.append(f"/{evening.save.deals_planned}", style="bold")
    if dealer:
        text.append(" · " + t("ui.dealer", player=names[played.dealer]))
    if view.contract is not None and view.taker is not None:
        taker = names[played.seats[view.taker]]
        text.append(" · " + t("ui.contract_by", contract=contract_name(view.contract), player=taker))
    actor = evening.actor() if actor is None else actor
    if actor is not None:
        key = "ui.thinking_now" if thinking else "ui.on_phone_now" if evening.on_phone(actor) else "ui.you_are"
        text.append(" · " + t(key, player=names[actor]), style="bold cyan")
    return text


def bottom_seat(evening: Evening, holder: int | None, actor: int | None = None) -> int:
    """The seat drawn at the bottom when no hand is shown: the person with the laptop, or the next person
    (``actor``, by default the one the latest deal awaits), so the table does not turn to a computer's seat."""
    if holder is not None:
        return holder
    actor = evening.actor() if actor is None else actor
    humans = evening.humans()
    if actor is not None and actor in humans:
        return actor
    return humans[0] if humans else 0


STATUS_NAME_ROOMS = (12, 10, 8, 6)
"""The cells a name may take on a status line too narrow for the whole names, tried in turn."""


@dataclass(frozen=True, slots=True)
class TablePicture:
    """Everything the table screen draws at one moment; ``hand`` is None when no hand may be shown."""

    seats: list[SeatInfo]
    bottom: int
    centre: Text
    centre_short: Text
    """The centre's words for a narrow middle (the table shows them where a line of ``centre`` is cut)."""
    centre_compact: Text
    """The centre's words for a narrow and low middle (where ``centre_short`` has more lines than it has rows)."""
    centre_low: Text
    """The centre's words for a lower middle still, without the contract (where ``centre_compact`` does not fit)."""
    clockwise: bool
    status: Text
    status_short: Text
    """The status line without the dealer (whose seat says it), where ``status`` is wider than the line: five long
    names at 80 columns cut off whose turn it is."""
    status_names: Callable[[int], Text]
    """``status_short`` with every name in at most so many cells (``status_line``'s ``names_room``), where it is
    wider still: "Aan de telefoon: Annemieke-Sophie" lost its end at 80 columns. Made only when asked for."""
    hand: tuple[tuple[Card, ...], frozenset[Card], frozenset[Card]] | None

    def status_in(self, width: int) -> Text:
        """The status line for a line ``width`` cells wide (0: not laid out yet): the whole line where it fits,
        else without the dealer, else with the names shortened (less and less), else the shortest of those."""
        if not width or self.status.cell_len <= width:
            return self.status
        if self.status_short.cell_len <= width:
            return self.status_short
        shortest = self.status_short
        for room in STATUS_NAME_ROOMS:
            shortest = self.status_names(room)
            if shortest.cell_len <= width:
                break
        return shortest


def table_picture(evening: Evening, model: TableModel, *, viewer: int | None, holder: int | None) -> TablePicture:
    """The table as ``viewer`` (None: nobody) may see it, with what the ``model`` has on show (a trick kept on the
    table, or the last finished trick looked at again, the computer thinking, the hand's lit cards)."""
    view = evening.view(viewer)
    assert view is not None
    trick, thinking = model.pause, model.thinking
    previous = view.previous_trick
    looking_back = model.looking_back and trick is None and previous is not None
    # A finished trick is public (R9.6): it stays in the middle until the next card, across a hand-over.
    lingering = trick is None and not view.current.cards and view.phase is Phase.TRICKS
    if (looking_back or lingering) and previous is not None and previous.winner is not None:
        trick = TrickOnShow(previous.leader, previous.cards, previous.winner)
    lingering = lingering and not looking_back and trick is not None
    return TablePicture(
        seats=seat_infos(
            evening, view, viewer=viewer, thinking=thinking, trick=trick, lingering=lingering or looking_back
        ),
        bottom=viewer if viewer is not None else bottom_seat(evening, holder),
        centre=centre(evening, view, trick=trick, looking_back=looking_back),
        centre_short=centre(evening, view, trick=trick, looking_back=looking_back, short=True),
        centre_compact=centre(evening, view, trick=trick, looking_back=looking_back, compact=True),
        centre_low=centre(evening, view, trick=trick, looking_back=looking_back, low=True),
        clockwise=evening.match.rules.direction == "clockwise",
        status=status_line(evening, view, thinking=thinking is not None),
        status_short=status_line(evening, view, thinking=thinking is not None, dealer=False),
        status_names=lambda room: status_line(
            evening, view, thinking=thinking is not None, dealer=False, names_room=room
        ),
        hand=model.hand(view) if viewer is not None and view.seat is not None else None,
    )


def opening_picture(evening: Evening, next_deal: NextDeal) -> TablePicture:
    """The next deal's first table (``TableFlow.next_deal``) as ``table_picture`` will draw it once the deal is
    dealt, drawn under the sheet before the deal: the seats, the dealer, the first speaker, the status line; no
    hand (``hand`` is None: a person alone against computers gets theirs when it is dealt)."""
    opening, viewer, actor = next_deal.opening, next_deal.viewer, next_deal.actor
    view = opening.view
    thinking = actor if next_deal.first == "computer" else None
    return TablePicture(
        seats=seat_infos(evening, view, viewer=viewer, thinking=thinking, trick=None, played=opening),
        bottom=viewer if viewer is not None else bottom_seat(evening, next_deal.holder, actor),
        centre=centre(evening, view, trick=None, looking_back=False, played=opening),
        centre_short=centre(evening, view, trick=None, looking_back=False, played=opening, short=True),
        centre_compact=centre(evening, view, trick=None, looking_back=False, played=opening, compact=True),
        centre_low=centre(evening, view, trick=None, looking_back=False, played=opening, low=True),
        clockwise=evening.match.rules.direction == "clockwise",
        status=status_line(evening, view, thinking=thinking is not None, played=opening, actor=actor),
        status_short=status_line(
            evening, view, thinking=thinking is not None, played=opening, actor=actor, dealer=False
        ),
        status_names=lambda room: status_line(
            evening, view, thinking=thinking is not None, played=opening, actor=actor, dealer=False, names_room=room
        ),
        hand=None,
    )
