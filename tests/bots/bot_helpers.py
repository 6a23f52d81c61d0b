"""Helpers for the computer-player tests: fast players of every level and whole deals played by them."""

from __future__ import annotations

import random

from tarot_tui.bots import BeginnerPlayer, Player, RandomPlayer, StrongPlayer
from tarot_tui.engine import CardSet, Deal, Phase, Rules, cardset, parse_cards, view_for


def cs(text: str) -> CardSet:
    """The bitmask of the cards in ``text``."""
    return cardset(parse_cards(text))


def quick_strong() -> StrongPlayer:
    """A strong player with a tiny, deterministic budget (no wall-clock cap) for fast tests."""
    return StrongPlayer(0.02, time_limit=None, min_worlds=2)


def player_of(level: str) -> Player:
    """A player of ``level``, the strong one cut down for speed."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    return quick_strong()


def play_checked(deal: Deal, players: list[Player], rng: random.Random) -> Deal:
    """Play ``deal`` to its end; every action must pass the engine's own legality check."""
    while not deal.phase.is_over:
        seat = deal.to_move
        assert seat is not None
        action = players[seat].choose(view_for(deal, seat), rng)
        violation = deal.why_illegal(action)
        assert violation is None, f"seat {seat} ({players[seat].level}) chose {action} in {deal.phase}: {violation}"
        deal.apply(action)
    return deal


def new_deal(players: int, seed: int, rules: Rules | None = None) -> Deal:
    """A shuffled deal with the dealer rotating by seed."""
    if rules is None:
        return Deal.new(players, seed % players, random.Random(seed))
    return Deal.new(players, seed % players, random.Random(seed), rules)


def decision_points(deal: Deal, rng: random.Random, random_share: float = 0.0) -> list[Deal]:
    """Copies of ``deal`` at every decision point as beginners play it to its end; a random player makes
    ``random_share`` of the decisions (so that Gardes sans and contre come up too)."""
    out = []
    while not deal.phase.is_over:
        out.append(deal.copy())
        seat = deal.to_move
        assert seat is not None
        player = RandomPlayer() if random_share and rng.random() < random_share else BeginnerPlayer()
        deal.apply(player.choose(view_for(deal, seat), rng))
    return out


def beginners_until_card(seed: int, left: int, *, taker: bool = True, choice: bool = False) -> Deal:
    """A 4-player deal played by beginners up to a card decision of the taker (a defender with ``taker=False``)
    with ``left`` cards in hand (and, with ``choice``, at least two cards allowed); the next seed's deal when one
    ends first."""
    rng = random.Random(seed)
    deal = new_deal(4, seed)
    while True:
        if deal.phase.is_over:
            seed += 1000
            deal = new_deal(4, seed)
            continue
        seat = deal.to_move
        assert seat is not None
        if (
            deal.phase is Phase.TRICKS
            and (seat == deal.taker) == taker
            and deal.hands[seat].bit_count() == left
            and (not choice or len(view_for(deal, seat).legal) > 1)
        ):
            return deal
        deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
