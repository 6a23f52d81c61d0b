"""Saved evenings for the export, sheet and stats tests: one played by computer players, one kept by hand; and the
statistics of all saved evenings."""

from __future__ import annotations

import random

from tarot_tui.bots.random_player import RandomPlayer
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import KeptDeal, KeptPoignee, read_evenings
from tarot_tui.sheets.keeper import KeeperEvening
from tarot_tui.sheets.rows import sheet_of
from tarot_tui.sheets.stats import Statistics, statistics


def played_evening(
    names: list[str], deals: int, seed: int = 7, *, unfinished: bool = False, rules: Rules | None = None
) -> Evening:
    """An evening of ``deals`` whole deals (void ones included), saved once at the end (saving after every action
    costs an fsync each); with ``unfinished`` one more deal is left in its bidding. Every seat is a person's (the
    statistics count people only), whose moves a random player picks."""
    rng = random.Random(seed)
    evening = Evening.new(
        names, ["human"] * len(names), rules=rules or Rules(), first_dealer=1, rng=rng, autosave=False
    )
    play_deals(evening, deals, rng)
    if unfinished:
        evening.start_deal()
    evening.autosave = True
    evening.persist()
    return evening


def play_deals(evening: Evening, deals: int, rng: random.Random) -> None:
    """Play ``deals`` whole deals of ``evening``, every move a random player's."""
    bot = RandomPlayer()
    for _ in range(deals):
        evening.start_deal()
        while evening.current is not None:
            view = evening.view(evening.actor())
            assert view is not None
            evening.apply(bot.choose(view, rng))


def kept_evening(names: list[str]) -> KeeperEvening:
    """A keeper evening of three deals: a won Garde, everyone passed, a lost Prise with a defence poignée."""
    evening = KeeperEvening.new(names, rules=Rules(), first_dealer=0)
    partner = 2 if len(names) == 5 else None
    evening.add(KeptDeal(taker=1, contract="garde", partner=partner, attack_half_points=104, bouts=2))
    evening.add(KeptDeal())
    evening.add(
        KeptDeal(taker=0, contract="prise", attack_half_points=81, bouts=1, poignees=(KeptPoignee(seat=1, level=1),))
    )
    return evening


def all_stats() -> Statistics:
    """The statistics of every saved evening (each of which must read)."""
    loaded, errors = read_evenings()
    assert errors == []
    return statistics(sheet_of(save, match) for _, save, match in loaded)
