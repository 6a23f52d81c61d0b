"""What the table screen draws, from the flow and the view of whoever may look: seats, the centre, the status.

Plain functions over the evening and a seat view; no turn logic (that is ``tarot_tui.play``) and no widgets.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from tarot_tui.engine import TABLE_SIZES, Card, Phase, SeatView
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, t
from tarot_tui.play import AskCard, AskDiscard, AskPoignee, Prompt

from ..widgets.table import SeatInfo, center_text


@dataclass(frozen=True, slots=True)
class TrickOnShow:
    """A finished trick kept on the table for a moment, or looked at again: (leader, cards, winner) in deal seats."""

    leader: int
    cards: tuple[int, ...]
    winner: int


def poignee_level(view: SeatView, deal_seat: int | None) -> int:
    """The level (1-3) of the poignée ``deal_seat`` showed, 0 for none (R7.1)."""
    if deal_seat is None or deal_seat not in view.poignees:
        return 0
    return TABLE_SIZES[view.players].poignees.index(len(view.poignees[deal_seat])) + 1


def seat_infos(
    evening: Evening, view: SeatView, *, viewer: int | None, thinking: int | None, trick: TrickOnShow | None
) -> list[SeatInfo]:
    """Each match seat as the table shows it; ``trick`` replaces the trick in progress when given."""
    played = evening.last
    assert played is not None
    deal = played.deal
    seats_map = played.seats
    leader, cards = (trick.leader, trick.cards) if trick is not None else (view.current.leader, view.current.cards)
    played_by = {seats_map[(leader + i) % deal.players]: card for i, card in enumerate(cards)}
    last_bid = {seats_map[seat]: contract_name(contract) for seat, contract in view.bids}
    bidding = view.phase is Phase.BIDDING or view.taker is None
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
                trick_card=played_by.get(seat),
                to_move=ds is not None and deal.to_move == ds and trick is None,
                is_you=seat == viewer,
                thinking=seat == thinking,
                winner=trick is not None and ds == trick.winner,
                poignee=poignee_level(view, ds),
                level=evening.save.seats[seat],
            )
        )
    return infos


def centre(evening: Evening, view: SeatView, *, trick: TrickOnShow | None, looking_back: bool) -> Text:
    """The middle of the table; ``looking_back`` marks a finished trick looked at again."""
    played = evening.last
    assert played is not None
    text = center_text(view, evening.names, list(played.seats), finished_trick=trick is not None)
    if looking_back:
        text.append("\n" + t("ui.previous_trick"), style="reverse")
    return text


def status_line(evening: Evening, view: SeatView, *, thinking: bool) -> Text:
    """Deal, dealer, contract, and who is really to move now (a computer: thinking)."""
    played = evening.last
    assert played is not None
    text = Text()
    text.append(t("ui.deal_number", number=played.number), style="bold")
    if evening.save.deals_planned:
        text.append(f"/{evening.save.deals_planned}", style="bold")
    text.append(" · " + t("ui.dealer", player=evening.names[played.dealer]))
    if view.contract is not None and view.taker is not None:
        taker = evening.names[played.seats[view.taker]]
        text.append(" · " + t("ui.contract_by", contract=contract_name(view.contract), player=taker))
    actor = evening.actor()
    if actor is not None:
        key = "ui.thinking_now" if thinking else "ui.you_are"
        text.append(" · " + t(key, player=evening.names[actor]), style="bold cyan")
    return text


def hand_mode(prompt: Prompt | None, poignee_size: int) -> str:
    """What the hand is for: "play", "discard", "poignee" (once a poignée level was chosen) or "wait"."""
    if isinstance(prompt, AskCard):
        return "play"
    if isinstance(prompt, AskDiscard):
        return "discard"
    if isinstance(prompt, AskPoignee) and poignee_size:
        return "poignee"
    return "wait"


def hand_cards(
    view: SeatView, prompt: Prompt | None, mode: str
) -> tuple[tuple[Card, ...], frozenset[Card], frozenset[Card]]:
    """The viewer's hand as drawn: (cards, those that may be played or picked, those marked as from the chien).
    For a poignée the taker's shown écart trumps join the hand (R7.6)."""
    cards = list(view.hand)
    playable: frozenset[Card] = frozenset()
    if mode == "poignee" and isinstance(prompt, AskPoignee):
        cards = sorted(set(cards) | set(prompt.pool))
        playable = frozenset(prompt.pool)
    elif mode == "play":
        playable = frozenset(view.legal)
    elif mode == "discard":
        playable = frozenset(view.discard_candidates)
    marked = frozenset(prompt.chien) if isinstance(prompt, AskDiscard) else frozenset()
    return tuple(cards), playable, marked


def bottom_seat(evening: Evening, holder: int | None) -> int:
    """The seat drawn at the bottom when no hand is shown: the person with the laptop, or the next person, so
    the table does not turn to a computer's seat."""
    if holder is not None:
        return holder
    actor = evening.actor()
    humans = evening.humans()
    if actor is not None and actor in humans:
        return actor
    return humans[0] if humans else 0


@dataclass(frozen=True, slots=True)
class KeysNow:
    """What the key bar depends on: the score panel, why the hand is face down (``HandWidget.cover_purpose``),
    the hand's mode, and which of chelem, undo, the trick keys and the deal review apply."""

    score_up: bool
    cover: str | None
    mode: str
    chelem: bool
    undo: bool
    tricks: bool
    analysis: bool = False
    page: str | None = None
    """The score panel's page up ("score", "sheet", "final"), or None."""
    seats: bool = False
    """Whether the seats can be switched now (on the sheet between deals)."""

    def allows(self, action: str) -> bool:
        """Whether the table's binding ``action`` does something now."""
        if action == "confirm":
            return self.mode in ("discard", "poignee")
        if action == "want_chelem":
            return self.chelem
        if action == "undo":
            return self.undo
        if action in ("previous_trick", "review"):
            return self.tricks
        if action == "analysis":
            return self.analysis
        if action == "ecart_advice":
            return self.mode == "discard"
        return True


def review_offered(evening: Evening, *, review_on: bool) -> bool:
    """Whether the deal review is offered on the score just shown: a deal that was played (not void) by at
    least one person, with the review setting on."""
    played = evening.last
    if not review_on or played is None or played.is_void:
        return False
    return any(played.deal_seat(seat) is not None for seat in evening.humans())


CARD_KEYS = "a-z ←→⏎"
"""A card's key letter, or the arrows and Enter."""


def table_keys(now: KeysNow) -> list[tuple[str, str, str]]:
    """(key, label, action) of every key that does something now."""
    keys: list[tuple[str, str, str]] = []
    if now.score_up:
        keys.append(("⏎", t("key.continue"), "panel('close')"))
        if now.seats:
            keys.append(("p", t("key.seats"), "panel('seats')"))
        if now.analysis:
            keys.append(("a", t("key.analysis"), "analysis"))
        if now.page in ("sheet", "final"):
            keys.append(("s", t("key.stats"), "panel('stats')"))
    elif now.cover is not None:
        keys.append(("⏎", t("key.continue" if now.cover == "chien" else "key.take"), "take_laptop"))
    elif now.mode == "play":
        keys.append((CARD_KEYS, t("key.play"), ""))
    elif now.mode in ("discard", "poignee"):
        keys.append((CARD_KEYS, t("key.pick"), ""))
        keys.append(("c", t("key.confirm"), "confirm"))
        if now.mode == "discard":
            keys.append(("F2", t("key.advice"), "ecart_advice"))
        if now.chelem:
            keys.append(("h", t("key.chelem"), "want_chelem"))
    if now.undo:
        keys.append(("u", t("key.undo"), "undo"))
    if now.tricks and now.cover is None and not now.score_up:
        keys.append(("v", t("key.previous"), "previous_trick"))
        keys.append(("r", t("key.review"), "review"))
    if now.page not in ("sheet", "final"):  # (on the sheet, s is for the statistics; no rule is in view)
        keys.append(("s", t("key.sheet"), "sheet"))
        keys.append(("F1/?", t("key.rules_here"), "rules_here"))
    keys.append(("q", t("key.leave"), "leave"))
    return keys


def toggle_pick(selected: frozenset[Card], playable: frozenset[Card], card: Card, limit: int) -> frozenset[Card] | None:
    """The écart or poignée picks after Enter on ``card``: it goes out if picked, in if allowed and there is
    room; None when it may not be picked at all."""
    if card in selected:
        return selected - {card}
    if card not in playable:
        return None
    return selected | {card} if len(selected) < limit else selected


@dataclass(frozen=True, slots=True)
class TablePicture:
    """Everything the table screen draws at one moment; ``hand`` is None when no hand may be shown."""

    seats: list[SeatInfo]
    bottom: int
    centre: Text
    clockwise: bool
    status: Text
    hand: tuple[tuple[Card, ...], frozenset[Card], frozenset[Card]] | None


def table_picture(
    evening: Evening,
    *,
    viewer: int | None,
    holder: int | None,
    prompt: Prompt | None,
    mode: str,
    trick: TrickOnShow | None,
    looking_back: bool,
    thinking: int | None,
) -> TablePicture:
    """The table as ``viewer`` (None: nobody) may see it; ``looking_back`` shows the last finished trick."""
    view = evening.view(viewer)
    assert view is not None
    previous = view.previous_trick
    looking_back = looking_back and trick is None and previous is not None
    if looking_back and previous is not None and previous.winner is not None:
        trick = TrickOnShow(previous.leader, previous.cards, previous.winner)
    return TablePicture(
        seats=seat_infos(evening, view, viewer=viewer, thinking=thinking, trick=trick),
        bottom=viewer if viewer is not None else bottom_seat(evening, holder),
        centre=centre(evening, view, trick=trick, looking_back=looking_back),
        clockwise=evening.match.rules.direction == "clockwise",
        status=status_line(evening, view, thinking=thinking is not None),
        hand=hand_cards(view, prompt, mode) if viewer is not None and view.seat is not None else None,
    )
