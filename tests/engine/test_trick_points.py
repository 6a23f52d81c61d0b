"""``trick_points``: what a finished trick gives its winners, the Excuse where the rules put it (R9.7-R9.10)."""

from __future__ import annotations

import random

from helpers import cs, play_randomly, random_deal

from tarot_tui.engine import (
    Contract,
    Deal,
    ExcuseFate,
    Play,
    Rules,
    half_points_of,
    parse_cards,
    trick_points,
    view_for,
)


def _played(hands: list[str], order: str, rules: Rules | None = None, players: int = 4, **kw: object) -> Deal:
    deal = Deal.from_hands(
        [cs(hand) for hand in hands],
        dealer=players - 1,
        taker=0,
        contract=Contract.GARDE,
        rules=rules or Rules(),
        **kw,  # type: ignore[arg-type]
    )
    for card in parse_cards(order):
        deal.apply(Play(card))
    return deal


def test_the_excuse_returns_to_its_owner_s_camp_with_a_low_card_owed() -> None:
    deal = _played(["KH 2S", "EXC 3S", "2H 4S", "3H KS"], "KH EXC 2H 3H 2S 3S 4S KS")
    first = trick_points(view_for(deal, None), 0)
    assert (first.half_points, first.excuse, first.fate, first.rule, first.exchange) == (
        11,
        1,
        ExcuseFate.RETURNS,
        "R9.7",
        True,
    )
    assert trick_points(view_for(deal, None), 1).fate is None


def test_the_excuse_played_to_the_last_trick_changes_camp_or_goes_to_the_winner() -> None:
    # The taker wins the last trick, the defence played the Excuse: changing camp puts it with the taker (R9.9).
    deal = _played(["KH KS", "2H EXC", "3H 3S", "4H 4S"], "KH 2H 3H 4H KS EXC 3S 4S")
    last = trick_points(view_for(deal, None), 1)
    assert (last.fate, last.rule, last.half_points, last.exchange) == (ExcuseFate.STAYS, "R9.9", 9 + 9 + 1 + 1, False)
    # Seat 1 (defence) leads it to the last trick and seat 2 (defence) wins: it changes camp, to the taker.
    order = "2H KH 3H 4H EXC 4S 3S 2S"
    hands = ["2H 2S", "KH EXC", "3H 4S", "4H 3S"]
    last = trick_points(view_for(_played(hands, order), None), 1)
    assert (last.fate, last.rule, last.half_points) == (ExcuseFate.CHANGES_CAMP, "R9.9", 3)
    winner = _played(hands, order, Rules(excuse_last_trick="to-trick-winner"))
    assert trick_points(view_for(winner, None), 1).fate is ExcuseFate.STAYS


def test_a_hidden_partner_keeps_the_excuse_s_fate_hidden() -> None:
    # Five players, KS called and not yet played: a seat that does not know the partner cannot place the Excuse.
    hands = ["2H 2S 3C", "3H EXC 4C", "4H 3S 5C", "KH 4S 6C", "5H KS 7C"]
    deal = _played(hands, "2H EXC 4H KH 5H", players=5, called_card=parse_cards("KS")[0])
    hidden = trick_points(view_for(deal, 0), 0)
    assert (hidden.fate, hidden.rule, hidden.half_points) == (ExcuseFate.HIDDEN, "R9.10", 1 + 1 + 9 + 1)
    # The partner (seat 4, holding KS) knows: seat 3 won, seat 1 played it, both defenders: it stays.
    assert trick_points(view_for(deal, 4), 0).fate is ExcuseFate.STAYS


def test_camp_totals_are_the_scored_attack_points() -> None:
    """Over random whole deals the trick points, the Excuse's moves and the aside give the scored attack pile."""
    checked = 0
    for seed in range(60):
        deal = random_deal(3 + seed % 3, seed)
        play_randomly(deal, random.Random(seed))
        if deal.breakdown is None:
            continue
        view = view_for(deal, None)
        attack = {deal.taker, deal.partner}
        pile = 0
        for index, trick in enumerate(view.tricks):
            points = trick_points(view, index)
            ours = trick.winner in attack
            pile += points.half_points if ours else 0
            if points.fate is ExcuseFate.RETURNS and points.excuse in attack:
                pile += 9
            if points.fate is ExcuseFate.CHANGES_CAMP and not ours:
                pile += 9
            if points.exchange:
                pile += 1 if ours else -1
        assert deal.contract is not None
        if deal.contract.chien_to_attack:
            pile += half_points_of(deal.ecart if deal.contract.chien_shown else deal.chien)
        assert pile == deal.breakdown.input.attack_half_points, seed
        checked += 1
    assert checked > 40
