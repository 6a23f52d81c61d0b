"""The next deal as the table knows it before it is dealt (``Match.opening``): the same number, dealer, seats and
public view as the deal then dealt, whatever its cards (but a petit sec, R3.5), and no random number drawn."""

from __future__ import annotations

import random

import pytest

from tarot_tui.engine import Match, Phase, Rules, view_for


@pytest.mark.parametrize(
    ("players", "rules"),
    [
        (3, Rules()),
        (4, Rules()),
        (5, Rules()),
        (5, Rules(five_player_mode="dealer-sits-out")),
        (4, Rules(direction="clockwise")),
    ],
)
def test_the_opening_is_the_public_picture_of_the_deal_then_dealt(players: int, rules: Rules) -> None:
    match = Match(players, rules, first_dealer=players - 1)
    rng = random.Random(players)
    compared = 0
    for _ in range(40):
        opening = match.opening()
        assert opening is not None
        state = rng.getstate()
        played = match.start_deal(rng)
        assert (match.opening() is None) == (not played.is_over)  # a deal in progress: no next deal yet
        assert (opening.number, opening.dealer, opening.seats) == (played.number, played.dealer, played.seats)
        assert all(opening.deal_seat(seat) == played.deal_seat(seat) for seat in range(players))
        if played.deal.phase is Phase.BIDDING:  # (a petit sec voids the deal at once)
            assert opening.view == view_for(played.deal, None)
            compared += 1
        while not played.deal.phase.is_over:  # everyone passes: the next dealer deals (R4.4, R13)
            played.deal.apply(played.deal.legal_bids()[0])
        assert rng.getstate() != state
    assert compared >= 30


def test_the_opening_draws_no_random_number_and_shows_no_card() -> None:
    match = Match(4, Rules())
    state = random.getstate()
    opening = match.opening()
    assert opening is not None and random.getstate() == state
    view = opening.view
    assert view.seat is None and not view.hand and not view.chien and not view.legal and view.hand_sizes == (18,) * 4
