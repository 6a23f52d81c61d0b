"""Every level only ever plays legal actions (R4-R9), at 3, 4 and 5 players and under the beginner rules."""

from __future__ import annotations

import random

import pytest
from bot_helpers import new_deal, play_checked, player_of

from tarot_tui.bots import LEVELS, make_player
from tarot_tui.engine import Phase, Rules


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("level", ["random", "beginner"])
def test_cheap_levels_play_only_legal_actions(level: str, players: int) -> None:
    """Whole deals where every seat is of ``level``: each action passes ``Deal.why_illegal``."""
    rng = random.Random(11)
    scored = 0
    for seed in range(40):
        deal = play_checked(new_deal(players, seed), [player_of(level)] * players, rng)
        scored += deal.phase is Phase.SCORED
        assert deal.scores is not None and sum(deal.scores) == 0
    assert scored > 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_strong_plays_only_legal_actions(players: int) -> None:
    """Mixed tables with a (cut-down) strong player in two seats."""
    rng = random.Random(12)
    levels = ["strong", "beginner", "strong", "random", "beginner"][:players]
    seen_tricks = False
    for seed in range(4):
        deal = play_checked(new_deal(players, 100 + seed), [player_of(lv) for lv in levels], rng)
        seen_tricks |= deal.phase is Phase.SCORED
    assert seen_tricks


@pytest.mark.parametrize("level", ["random", "beginner", "strong"])
def test_beginner_rules_offer_fewer_choices(level: str) -> None:
    """Under the beginner rules (R13: Prise and Garde only, no poignée, no chelem) choices stay legal."""
    rules = Rules(beginner=True)
    rng = random.Random(13)
    for seed in range(6 if level == "strong" else 25):
        play_checked(new_deal(4, seed, rules), [player_of(level)] * 4, rng)


def test_make_player_knows_the_levels() -> None:
    """``make_player`` builds each level and refuses an unknown name."""
    assert [make_player(level).level for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")


def test_a_player_refuses_a_view_that_is_not_its_turn() -> None:
    """A player is only asked for the seat to move."""
    from tarot_tui.engine import view_for

    deal = new_deal(4, 1)
    other = (deal.to_move or 0) + 1
    with pytest.raises(ValueError, match="not to move"):
        make_player("beginner").choose(view_for(deal, other), random.Random(0))


def test_one_player_serves_several_threads() -> None:
    """Players keep no state between calls: the app may call one from worker threads at the same time,
    and it answers exactly as it does sequentially."""
    from concurrent.futures import ThreadPoolExecutor

    from bot_helpers import quick_strong

    from tarot_tui.engine import view_for

    views = []
    for seed in range(6):
        deal = new_deal(4, 700 + seed)
        views.append(view_for(deal, deal.to_move))
    for player in (make_player("beginner"), quick_strong()):
        alone = [player.choose(view, random.Random(i)) for i, view in enumerate(views)]
        with ThreadPoolExecutor(max_workers=3) as pool:
            futures = [pool.submit(player.choose, view, random.Random(i)) for i, view in enumerate(views)]
            threaded = [future.result() for future in futures]
        assert threaded == alone
