"""Hash every action of seeded deals, to show that a speed-only change keeps the computer players' decisions.

Run it on the code before and after a change and compare the two lines it prints::

    PYTHONPATH=<the old src> python benchmarks/same_decisions.py > before.txt
    python benchmarks/same_decisions.py > after.txt
    diff before.txt after.txt && echo same

Two hashes (SHA-256 over the ``repr`` of every action, with its seat, and every deal's scores or outcome):

* the view path: ``player.choose(view_for(deal, seat), rng)`` at every decision, beginners and random players at 3,
  4 and 5 players (``--deals`` deals for each of the six);
* the arena path: ``bots.arena.play_deal`` (what ``tarot-tui simulate`` plays), at 3, 4 and 5 players under four
  sets of house rules, with four beginners, beginners and random players in turn, and one random player
  (``--deals`` / 6 deals for each of the 36).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys

from tarot_tui.bots import BeginnerPlayer, Player, RandomPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.engine import Deal, Rules, view_for

HOUSE_RULES = (
    Rules(),
    Rules(beginner=True),
    Rules(must_undertrump=False, must_overtrump_partner=False, excuse_last_trick="to-trick-winner"),
    Rules(five_player_lead_restriction=False, bidding_rounds="repeated"),
)


def view_path(deals: int) -> tuple[int, str]:
    """How many actions, and their hash, asking the players on their views."""
    digest = hashlib.sha256()
    actions = 0
    for players in (3, 4, 5):
        for level in ("beginner", "random"):
            player: Player = BeginnerPlayer() if level == "beginner" else RandomPlayer()
            for number in range(deals):
                rng = random.Random(f"{players}:{level}:{number}")
                deal = Deal.new(players, number % players, rng)
                while not deal.phase.is_over:
                    seat = deal.to_move
                    action = player.choose(view_for(deal, seat), rng)
                    digest.update(repr((seat, action)).encode())
                    actions += 1
                    deal.apply(action)
                digest.update(repr(deal.scores).encode())
    return actions, digest.hexdigest()


def arena_path(deals: int) -> tuple[int, str]:
    """How many actions, and their hash, playing the deals through the arena."""
    digest = hashlib.sha256()
    actions = 0
    beginner, other = BeginnerPlayer(), RandomPlayer()
    for players in (3, 4, 5):
        for rules_index, rules in enumerate(HOUSE_RULES):
            for mix in range(3):
                for number in range(deals // 6):
                    rng = random.Random(f"arena:{players}:{rules_index}:{mix}:{number}")
                    deal = Deal.new(players, number % players, rng, rules)
                    line_up: list[Player]
                    if mix == 0:
                        line_up = [beginner] * players
                    elif mix == 1:
                        line_up = [beginner if seat % 2 == 0 else other for seat in range(players)]
                    else:
                        line_up = [other if seat == number % players else beginner for seat in range(players)]
                    outcome = play_deal(line_up, deal, rng, number % players)
                    digest.update(repr((deal.history, outcome)).encode())
                    actions += len(deal.history)
    return actions, digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    """Print the two hashes."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=300, help="deals per table size and level (default 300)")
    args = parser.parse_args(argv)
    print("view path", *view_path(args.deals))
    print("arena path", *arena_path(args.deals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
