"""Fast playouts: finish a (sampled) deal from any phase with the club heuristics.

The strong level plays each sampled world out many times, so this is the hot path: it reads the deal's
bitmasks directly and plays with ``Deal.play_unchecked``. Every seat decides from its own hand and the
public play; the only shortcut is that voids are read off the sampled hands instead of being inferred.
"""

from __future__ import annotations

from tarot_tui.engine import Action, AnnounceChelem, Bid, CallCard, Camp, Card, Deal, Discard, Phase
from tarot_tui.strategy.club_count import club_bid

from .knowledge import scan_voids
from .policy import Table, call_for, choose_card, ecart_for
from .tables import GROUP_MASKS


def public_voids(deal: Deal) -> list[int]:
    """Each seat's voids (bit per group, trumps 4) as the table has seen them in the play (R9.4): a suit not
    followed, no trump played when it had to trump; what ``knowledge.infer`` gives the seats' views."""
    return public_voids_of(deal)


def public_voids_of(deal: Deal, *, completed: bool = False) -> list[int]:
    """``public_voids``, or with ``completed`` what the completed tricks alone show."""
    n = deal.players
    voids = [0] * n
    must_undertrump = deal.rules.must_undertrump
    tricks = [(leader, cards) for leader, cards, _ in deal.tricks]
    if deal.trick_cards and not completed:
        tricks.append((deal.trick_leader, tuple(deal.trick_cards)))
    for leader, cards in tricks:
        scan_voids(leader, cards, n, voids, must_undertrump)
    return voids


def table_of(deal: Deal, voids: list[int] | None = None) -> Table:
    """The ``Table`` of the seat to move in ``deal`` (trick play), with every seat's voids read off the hands
    unless ``voids`` are given."""
    seat = deal.to_move
    assert seat is not None and deal.taker is not None
    n = deal.players
    hands = deal.hands
    trick = deal.trick_cards
    gone = deal.won[0] | deal.won[1]
    for card in trick:
        gone |= 1 << card
    taker = deal.taker
    if seat == taker:
        gone |= deal.ecart
    if voids is None:
        voids = []
        for hand in hands:
            bits = 0
            for group in range(5):
                if not hand & GROUP_MASKS[group]:
                    bits |= 1 << group
            voids.append(bits)
    everyone = (1 << n) - 1
    partner = deal.partner
    attack_mask = 1 << taker
    if partner is not None:
        attack_mask |= 1 << partner
    attack = bool(attack_mask >> seat & 1)
    if n < 5 or deal.partner_revealed or seat == partner:
        own = attack_mask if attack else everyone & ~attack_mask
        friends = own & ~(1 << seat)
        foes = everyone & ~own
    elif seat == taker:
        friends = foes = 0
    else:
        friends, foes = 0, 1 << taker
    camp = Camp.ATTACK if attack else Camp.DEFENCE
    return Table(
        seat=seat,
        players=n,
        hand=hands[seat],
        legal=deal.legal_plays(),
        trick=trick,
        leader=deal.trick_leader,
        suit=deal.trick_suit,
        top_trump=deal.trick_top_trump,
        best=deal.trick_best,
        gone=gone,
        friends=friends,
        foes=foes,
        voids=voids,
        taker=taker,
        attack=attack,
        tricks_left=hands[seat].bit_count(),
        all_won=bool(deal.tricks) and deal.tricks_won_by[camp.other] == 0,
    )


def rollout_card(deal: Deal, voids: list[int] | None = None) -> Card:
    """The card the club heuristics play for the seat to move (every seat's voids read off the hands unless
    ``voids`` are given)."""
    legal = deal.legal_plays()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    return choose_card(table_of(deal, voids))


def public_card(deal: Deal) -> Card:
    """The card the beginner plays for the seat to move, from its hand and what the table has seen (the voids
    shown by play, ``public_voids``): the same card as ``BeginnerPlayer`` given the seat's view, without building
    the view. The playouts use ``rollout_card`` instead (voids read off the hands, faster)."""
    legal = deal.legal_plays()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    return choose_card(table_of(deal, public_voids(deal)))


def rollout_decision(deal: Deal) -> Action:
    """The club decision for the seat to move outside trick play (bid, call, écart, chelem)."""
    phase = deal.phase
    seat = deal.to_move
    assert seat is not None
    hand = deal.hands[seat]
    if phase is Phase.BIDDING:
        return Bid(club_bid(hand, deal.players, seat, deal.dealer, deal.highest_bid, deal.rules.contracts()))
    if phase is Phase.CALL:
        return CallCard(call_for(hand, deal.callable_cards()))
    if phase is Phase.DISCARD:
        return Discard(ecart_for(hand, deal.discard_candidates(), deal.chien_size, deal.trumps_to_discard()))
    return AnnounceChelem(False)


def finish(deal: Deal) -> None:
    """Play ``deal`` to its end with the club heuristics (no poignée, no chelem)."""
    while True:
        phase = deal.phase
        if phase is Phase.TRICKS:
            deal.play_unchecked(rollout_card(deal))
        elif phase.is_over:
            return
        else:
            deal.apply(rollout_decision(deal))


__all__ = ["finish", "public_card", "public_voids", "public_voids_of", "rollout_card", "rollout_decision", "table_of"]
