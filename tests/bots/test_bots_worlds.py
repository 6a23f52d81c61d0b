"""The strong level's sampled deals agree with everything the seat has seen."""

from __future__ import annotations

import random

import pytest
from bot_helpers import decision_points, new_deal

from tarot_tui.bots.knowledge import infer
from tarot_tui.bots.tables import GROUP_MASKS
from tarot_tui.engine import Deal, Phase, view_for

PUBLIC_FIELDS = (
    "hand",
    "hand_sizes",
    "taker",
    "contract",
    "called_card",
    "chien",
    "ecart",
    "ecart_trumps",
    "chelem_announced",
    "poignees",
    "tricks",
    "current",
    "tricks_won",
    "legal",
    "legal_bids",
    "callable_cards",
    "discard_candidates",
    "trumps_to_discard",
    "poignee_sizes",
    "poignee_pool",
    "phase",
    "to_move",
)


def _positions(players: int, seed: int) -> list[Deal]:
    """Copies of one beginner deal at every decision point."""
    return decision_points(new_deal(players, 500 + seed), random.Random(seed))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_sampled_deals_show_the_same_view(players: int) -> None:
    """At every decision point, a sampled deal gives the seat to move the same view (public play, its own
    hand, its options) and keeps every void the play has shown."""
    from tarot_tui.bots.worlds import WorldSampler

    checked = 0
    rng = random.Random(players)
    for seed in range(5):
        positions = _positions(players, seed)
        for deal in positions[:: max(1, len(positions) // 12)]:
            if deal.phase is Phase.CHELEM:
                continue  # no deal is built here: the chelem decision deals its own from ``sample``
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            know = infer(view)
            sampler = WorldSampler(view)
            for _ in range(3):
                world = sampler.world(rng)
                seen = view_for(world, seat)
                for name in PUBLIC_FIELDS:
                    assert getattr(seen, name) == getattr(view, name), name
                if deal.phase is Phase.BIDDING:
                    assert seen.bids == view.bids
                for other in range(players):
                    if other == seat:
                        continue
                    for group in range(5):
                        if know.voids[other] >> group & 1:
                            assert not world.hands[other] & GROUP_MASKS[group]
                    assert know.holds[other] & ~world.hands[other] == 0
                checked += 1
    assert checked > 30


def test_from_hands_knows_a_called_card_shown_in_the_chien() -> None:
    """R5.4: with a Prise or Garde, a called king lying in the chien was seen when the chien was shown, so a
    deal built at the start of trick play already knows the taker is alone."""
    from bot_helpers import cs

    from tarot_tui.engine import Contract, parse_card

    hands = [
        cs("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 KC"),
        cs("T16 T17 T18 T19 T20 T21 EXC 1S 2S 3S 4S 5S 6S 7S 8S"),
        cs("9S 10S JS CS QS KS 1H 2H 3H 4H 5H 6H 7H 8H 9H"),
        cs("10H JH CH QH KH 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D"),
        cs("JD CD QD KD 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"),
    ]
    chien = cs("CC QC KC")
    alone = Deal.from_hands(
        hands,
        dealer=4,
        taker=0,
        contract=Contract.GARDE,
        chien=chien,
        ecart=cs("CC QC T15"),
        called_card=parse_card("KC"),
    )
    assert alone.partner is None and alone.partner_revealed
    unseen = [cs("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"), *hands[1:]]
    hidden = Deal.from_hands(
        unseen, dealer=4, taker=0, contract=Contract.GARDE_SANS, chien=chien, called_card=parse_card("KC")
    )
    assert hidden.partner is None and not hidden.partner_revealed
