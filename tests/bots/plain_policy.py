"""The beginner's inferences and ``Table`` as they were made before the speed work of issue 16: every trick scanned
again at every decision, the camps worked out apart; and the écart made card by card. ``test_fast_policy`` checks
that the memoised code and the masks give the same."""

from __future__ import annotations

from tarot_tui.bots.knowledge import Knowledge
from tarot_tui.bots.policy import Table
from tarot_tui.bots.tables import POINTS
from tarot_tui.engine import (
    EXCUSE,
    KINGS,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_SUIT,
    Card,
    CardSet,
    SeatView,
    TrickView,
    cards_of,
    cardset,
)


def _scan_trick(
    trick: TrickView,
    players: int,
    played_by: list[CardSet],
    voids: list[int],
    ceiling: list[int],
    must_undertrump: bool,
) -> None:
    """Record what the cards of one trick reveal about each player's hand (R9.4)."""
    suit = -1
    top = -1
    leader = trick.leader
    for index, card in enumerate(trick.cards):
        seat = (leader + index) % players
        played_by[seat] |= 1 << card
        if card == EXCUSE:
            continue
        group = SUIT_OF[card]
        if suit < 0:
            suit = group
        elif suit != TRUMP_SUIT and group != suit:
            voids[seat] |= 1 << suit  # did not follow (R9.4.3)
            if group != TRUMP_SUIT and (must_undertrump or top < 0):
                voids[seat] |= 1 << TRUMP_SUIT  # could not trump (R9.4.4, R9.4.5)
            elif group == TRUMP_SUIT and card < top:
                ceiling[seat] = min(ceiling[seat], top)  # could not overtrump
        elif suit == TRUMP_SUIT and group != TRUMP_SUIT:
            voids[seat] |= 1 << TRUMP_SUIT  # no trump on a trump lead
        elif suit == TRUMP_SUIT and card < top:
            ceiling[seat] = min(ceiling[seat], top)  # could not go higher
        if group == TRUMP_SUIT and card > top:
            top = card


def _camps(view: SeatView, know: Knowledge) -> None:
    seat = view.seat
    taker = view.taker
    n = view.players
    if taker is None or seat is None:
        return
    if n == 5 and not view.partner_known:
        # The partner is hidden from this seat (R5.3): it is the taker or a defender.
        know.attack = seat == taker
        know.foes = 0 if know.attack else 1 << taker
        return
    attack = 1 << taker
    if n == 5 and view.partner is not None:
        attack |= 1 << view.partner
    everyone = (1 << n) - 1
    know.attack = bool(attack >> seat & 1)
    own = attack if know.attack else everyone & ~attack
    know.friends = own & ~(1 << seat)
    know.foes = everyone & ~own


def plain_infer(view: SeatView) -> Knowledge:
    """``infer`` without its memo: every completed trick scanned again."""
    assert view.seat is not None
    seat = view.seat
    n = view.players
    undertrump = view.rules.must_undertrump
    know = Knowledge(
        seat=seat,
        players=n,
        hand=view.hand_mask,
        played=0,
        played_by=[0] * n,
        gone=0,
        voids=[0] * n,
        trump_ceiling=[20] * n,
        holds=[0] * n,
        only_shown_trumps=[False] * n,
        attack=False,
        friends=0,
        foes=0,
    )
    for trick in (*view.tricks, view.current):
        _scan_trick(trick, n, know.played_by, know.voids, know.trump_ceiling, undertrump)
    played = 0
    for mask in know.played_by:
        played |= mask
    know.played = played
    know.gone = played | cardset(view.ecart)
    for other, shown in view.poignees.items():
        if other == seat:
            continue
        shown_mask = cardset(shown) & ~cardset(view.ecart_trumps)
        know.holds[other] |= shown_mask & ~played
        if EXCUSE in shown:
            know.only_shown_trumps[other] = True
    called = view.called_card
    partner = view.partner if view.partner_known else None
    if called is not None and partner is not None and partner != seat and not played >> called & 1:
        know.holds[partner] |= 1 << called
    _camps(view, know)
    return know


def plain_table_of_view(view: SeatView) -> Table:
    """The ``Table`` of the view's seat for a card decision, from public play and its own hand."""
    assert view.seat is not None and view.taker is not None
    know = plain_infer(view)
    trick = list(view.current.cards)
    suit = -1
    top = -1
    best = -1
    for index, card in enumerate(trick):
        group = SUIT_OF[card]
        if group < 0:
            continue
        if suit < 0:
            suit, best = group, index
            if group == TRUMP_SUIT:
                top = card
        elif group == TRUMP_SUIT:
            if card > top:
                top, best = card, index
        elif top < 0 and group == suit and card > trick[best]:
            best = index
    won = view.tricks_won
    own_camp_tricks = sum(won[s] for s in range(view.players) if s == view.seat or know.friends >> s & 1)
    return Table(
        seat=view.seat,
        players=view.players,
        hand=know.hand,
        legal=view.legal_mask,
        trick=trick,
        leader=view.current.leader,
        suit=suit,
        top_trump=top,
        best=best,
        gone=know.gone,
        friends=know.friends,
        foes=know.foes,
        voids=know.voids,
        taker=view.taker,
        attack=know.attack,
        tricks_left=len(view.hand),
        all_won=bool(view.tricks) and own_camp_tricks == len(view.tricks),
    )


def plain_ecart_voiding(
    hand: CardSet, plain: CardSet, size: int, suits_first: tuple[int, ...], bank_courts: bool = True
) -> tuple[Card, ...]:
    """``policy.ecart_voiding`` as it was before issue 16's fourth session: lists of cards, ``not in`` tests."""
    chosen: list[Card] = []
    room = size

    def suit_cards(suit: int) -> list[Card]:
        return cards_of(plain & SUIT_MASKS[suit])

    auto = sorted(
        (s for s in range(4) if s not in suits_first and not hand & KINGS & SUIT_MASKS[s]),
        key=lambda s: (len(suit_cards(s)), s),
    )
    for suit in (*suits_first, *auto):
        cards = [c for c in suit_cards(suit) if c not in chosen]
        if cards and len(cards) <= room:
            chosen.extend(cards)
            room -= len(cards)
    if room:
        rest = [c for c in cards_of(plain) if c not in chosen]

        def keep_value(card: Card) -> tuple[int, int, int]:
            suit = SUIT_OF[card]
            guarded = bool(hand & KINGS & SUIT_MASKS[suit])
            length = (hand & SUIT_MASKS[suit]).bit_count()
            court = POINTS[card] > 1 and not guarded and bank_courts
            return (1 if guarded else 0, 0 if court else 1, length * 20 - POINTS[card])

        rest.sort(key=keep_value)
        chosen.extend(rest[:room])
    return tuple(sorted(chosen))
