"""One seat's phone screen as data: its own view of the deal (``view_for``), the public table, and the question
it must answer with the hint line of each card (the table model's hints, from the catalogue)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tarot_tui.engine import (
    EXCUSE,
    Card,
    DealVoided,
    Phase,
    SeatView,
    VoidReason,
    card_str,
    signed,
    sorted_for_display,
    suit_of,
)
from tarot_tui.i18n import card_short, contract_name, t
from tarot_tui.play import (
    AskBid,
    AskCall,
    AskCard,
    AskChelem,
    AskDiscard,
    AskPoignee,
    BetweenDeals,
    DealOver,
    Decision,
    EveningOver,
    Prompt,
)
from tarot_tui.table import play_hint, question_hint, unselectable_hint

from .log import describe
from .wire import SUITS, Ask, HandCard, Option, PlayerLine, PoigneeShown, SeatState, Suit, WireCard

if TYPE_CHECKING:
    from .host import PhoneHost

LABELS = (
    "confirm",
    "pass",
    "yes",
    "no",
    "no_poignee",
    "want_chelem",
    "hand",
    "trick",
    "chien",
    "called",
    "connecting",
    "cut_off",
    "left_phone",
    "wrong_code",
    "lost",
    "picked",
    "last_trick",
    "poignees",
    "bid",
    "cards",
    "tricks",
    "score",
)
"""The page's own words (``phones.label.<name>``)."""


def labels() -> dict[str, str]:
    """The page's words in the host's language."""
    return {name: t(f"phones.label.{name}") for name in LABELS}


def wire_card(card: Card) -> WireCard:
    """A card as the phone draws it."""
    return WireCard(card=card_str(card), label=card_short(card), suit=_suit(card))


def wire_cards(cards: Iterable[Card]) -> list[WireCard]:
    """Cards that lie together (the chien, an écart, a poignée) as the phone draws them: in the order a hand is
    shown (``sorted_for_display``), as the laptop's painters list them; the page draws them in the order sent."""
    return [wire_card(card) for card in sorted_for_display(cards)]


def _suit(card: Card) -> Suit:
    if card == EXCUSE:
        return "X"
    suit = suit_of(card)
    if suit is None:
        return "T"
    return SUITS[int(suit)]


def seat_state(host: PhoneHost, seat: int, seq: int) -> SeatState:
    """What ``seat``'s phone shows now."""
    evening = host.evening
    prompt = host.prompt  # first: finding it may deal the next deal (the laptop went on past the sheet)
    played = evening.last
    deal_seat = evening.deal_seat(seat)
    view = evening.view(seat) if deal_seat is not None else None
    asked = isinstance(prompt, Decision) and prompt.seat == seat
    deal = played.deal if played is not None else None
    position = (played.number, len(played.deal.history)) if played is not None else (0, 0)
    contract = ""
    players: list[PlayerLine] = []
    hand: list[HandCard] = []
    trick_cards: list[WireCard] = []
    trick_by: list[str] = []
    trick_done = False
    chien: list[WireCard] = []
    ecart_title = ""
    ecart: list[WireCard] = []
    called: WireCard | None = None
    poignees: list[PoigneeShown] = []
    ask: Ask | None = None
    if view is not None and deal is not None:  # else no deal on the table yet: nothing but the seat's own lines
        ask = _ask(prompt, host.flow.wants_chelem) if asked and isinstance(prompt, Decision) else None
        hand = _hand(view, prompt if asked else None)
        trick, trick_done = view.current, False
        if not trick.cards and view.tricks:
            trick, trick_done = view.tricks[-1], True
        if view.taker is not None and view.contract is not None:
            contract = t("phones.contract", player=host.deal_name(view.taker), contract=contract_name(view.contract))
        players = _players(host, view, prompt)
        trick_cards = [wire_card(card) for card in trick.cards]
        trick_by = [host.deal_name(trick.seat_of(i, view.players)) for i in range(len(trick.cards))]
        chien = wire_cards(view.chien) if _chien_on_show(view) else []
        ecart_title, ecart = _ecart(view)
        called = wire_card(view.called_card) if view.called_card is not None else None
        poignees = [
            PoigneeShown(name=host.deal_name(s), cards=wire_cards(cards)) for s, cards in sorted(view.poignees.items())
        ]
    return SeatState(
        seq=seq,
        lang=_lang(),
        seat=seat,
        name=host.name(seat),
        deal=position[0],
        position=position,
        status=_status(host, prompt, asked),
        contract=contract,
        players=players,
        hand=hand,
        trick=trick_cards,
        trick_by=trick_by,
        trick_done=trick_done,
        chien=chien,
        ecart=ecart,
        ecart_title=ecart_title,
        called=called,
        poignees=poignees,
        ask=ask,
        labels=labels(),
        over=isinstance(prompt, EveningOver),
    )


def _lang() -> str:
    from tarot_tui.i18n import current_language

    return current_language()


def _status(host: PhoneHost, prompt: Prompt, asked: bool) -> str:
    if asked:
        return t("ui.your_turn")
    if isinstance(prompt, Decision):
        return t("phones.waiting_for", player=host.name(prompt.seat))
    if isinstance(prompt, DealOver | BetweenDeals):
        played = host.evening.last
        deal = played.deal if played is not None else None
        if deal is not None and deal.phase is Phase.VOID:  # no score: why, as the table's log says it
            reason = deal.void_reason or VoidReason.ALL_PASSED
            again = reason is VoidReason.ALL_PASSED and host.evening.match.sits_out  # R13: the same dealer
            voided = DealVoided(reason, deal.void_seat, again)
            why = describe(voided, host.deal_name, host.name)
            if why is not None:
                return why
        return t("phones.deal_over")
    if isinstance(prompt, EveningOver):
        return t("phones.evening_over")
    return ""


def _players(host: PhoneHost, view: SeatView, prompt: Prompt) -> list[PlayerLine]:
    played = host.evening.last
    assert played is not None
    last_bid: dict[int, str] = {}
    for bidder, contract in view.bids:
        last_bid[bidder] = contract_name(contract)
    acting = prompt.seat if isinstance(prompt, Decision) else None
    lines = []
    for deal_seat in range(view.players):
        match_seat = played.seats[deal_seat]
        score = view.scores[deal_seat] if view.scores is not None else None
        lines.append(
            PlayerLine(
                name=host.name(match_seat),
                you=deal_seat == view.seat,
                cards=view.hand_sizes[deal_seat],
                tricks=view.tricks_won[deal_seat],
                bid=last_bid.get(deal_seat, ""),
                to_move=match_seat == acting,
                score=score,
                score_text=signed(score) if score is not None else None,
            )
        )
    return lines


def _hand(view: SeatView, prompt: Prompt | None) -> list[HandCard]:
    """The seat's own cards in display order; when it must choose, the lit ones and each card's hint."""
    cards = list(view.hand)
    lit: frozenset[Card] = frozenset()
    chien: frozenset[Card] = frozenset()
    if isinstance(prompt, AskCard):
        lit = frozenset(view.legal)
    elif isinstance(prompt, AskDiscard):
        lit = frozenset(view.discard_candidates)
        chien = frozenset(prompt.chien)
    elif isinstance(prompt, AskPoignee):
        lit = frozenset(prompt.pool)
    out = []
    for card in sorted_for_display(cards):
        hint_text, rule, refused = "", None, False
        if isinstance(prompt, AskCard):
            hint = play_hint(prompt.view, card, coach=None, hints_on=True)
            hint_text, rule, refused = hint.text, hint.rule, hint.refusal
        elif isinstance(prompt, AskDiscard | AskPoignee) and card not in lit:
            refusal = unselectable_hint(prompt, card)
            if refusal is not None:
                hint_text, rule, refused = refusal.text, refusal.rule, True
        base = wire_card(card)
        out.append(
            HandCard(
                **base.model_dump(), lit=card in lit, chien=card in chien, hint=hint_text, rule=rule, refused=refused
            )
        )
    return out


def _ask(prompt: Decision, wants_chelem: bool) -> Ask:
    """The question of ``prompt`` with its words, options and hint line (``wants_chelem``: the taker asked, during
    the écart, to be asked about a chelem afterwards)."""
    serial = prompt.serial
    view = prompt.view
    if isinstance(prompt, AskBid):
        hint = question_hint(prompt)
        options = [
            Option(value="pass" if bid.contract is None else bid.contract.slug, label=contract_name(bid.contract))
            for bid in view.legal_bids
        ]
        return Ask(
            kind="bid", prompt=serial, title=t("phones.ask.bid"), hint=hint.text, rule=hint.rule, options=options
        )
    if isinstance(prompt, AskCall):
        return Ask(
            kind="call",
            prompt=serial,
            title=t("phones.ask.call"),
            hint=t("phones.hint.call"),
            rule="R5.3",
            cards=[wire_card(card) for card in view.callable_cards],
        )
    if isinstance(prompt, AskDiscard):
        text = t("phones.hint.discard")
        if view.trumps_to_discard:
            text += " " + t("ui.discard_forced", count=view.trumps_to_discard)
        return Ask(
            kind="discard",
            prompt=serial,
            title=t("phones.ask.discard", size=prompt.size),
            hint=text,
            rule="R6.2",
            size=prompt.size,
            chelem_possible=prompt.chelem_possible,
            chelem_wanted=wants_chelem,
        )
    if isinstance(prompt, AskChelem):
        return Ask(
            kind="chelem",
            prompt=serial,
            title=t("phones.ask.chelem"),
            hint=t("phones.hint.chelem"),
            rule="R8.2",
            size=1 if prompt.may_announce else 0,
        )
    if isinstance(prompt, AskPoignee):
        hint = question_hint(prompt)
        options = [
            Option(value=str(size), label=t("phones.poignee_option", level=t(f"poignee.{level}"), size=size))
            for level, size in prompt.sizes
        ]
        extra = wire_cards(card for card in prompt.pool if card not in view.hand)
        return Ask(
            kind="poignee",
            prompt=serial,
            title=t("phones.ask.poignee"),
            hint=hint.text,
            rule=hint.rule,
            options=options,
            cards=extra,
        )
    assert isinstance(prompt, AskCard)
    hint = play_hint(view, None, coach=None, hints_on=True)
    return Ask(kind="play", prompt=serial, title=t("phones.ask.play"), hint=hint.text, rule=hint.rule)


def _ecart(view: SeatView) -> tuple[str, list[WireCard]]:
    """The écart as the phones show it, with its title: the whole of it once the deal is scored (it is public then,
    as on the score page), before that only the trumps the taker had to put in it, shown to all (R6.2)."""
    if view.phase.is_over and view.ecart:
        return t("ui.ecart"), wire_cards(view.ecart)
    if view.ecart_trumps:
        return t("ui.ecart_trumps"), wire_cards(view.ecart_trumps)
    return "", []


def _chien_on_show(view: SeatView) -> bool:
    """The chien is on the phones while the taker makes the écart (it was turned face up, R6.1) and once the deal is
    scored; not during the tricks, when its cards are in the taker's hand and the écart."""
    return view.phase is Phase.DISCARD or view.phase.is_over
