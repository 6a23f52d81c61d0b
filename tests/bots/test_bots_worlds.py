"""The strong level's sampled deals agree with everything the seat has seen."""

from __future__ import annotations

import random

import pytest
from bot_helpers import new_deal

from tarot_tui.bots import BeginnerPlayer
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
    "poignee_trumps",
    "phase",
    "to_move",
)


def _positions(players: int, seed: int) -> list[Deal]:
    """Copies of one beginner deal at every decision point."""
    deal = new_deal(players, 500 + seed)
    rng = random.Random(seed)
    out = []
    while not deal.phase.is_over:
        out.append(deal.copy())
        seat = deal.to_move
        assert seat is not None
        deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
    return out


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
                continue  # the strong level decides the chelem without sampling
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
