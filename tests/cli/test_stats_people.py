"""Statistics count a person only at the seats and deals that person played: a computer player given a person's
name (the new-evening form kept last evening's names) or a seat switched to a computer between deals does not
count for that person. Each deal's seat kinds are saved (format 2); a format-1 save still loads."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from sample_evenings import all_stats, play_deals

from tarot_tui.bots.random_player import RandomPlayer
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import evenings_dir
from tarot_tui.persistence.saves import SeatKind
from tarot_tui.sheets.stats import PlayerStats

NAMES = ["Anna", "Bram", "Cor", "Daan"]


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder()


def evening(seats: list[SeatKind], seed: int) -> Evening:
    return Evening.new(NAMES, seats, rules=Rules(), first_dealer=0, rng=random.Random(seed))


def people_stats() -> dict[str, PlayerStats]:
    return {p.name: p for p in all_stats().players}


def scored_deals(ev: Evening) -> int:
    return sum(1 for d in ev.match.deals if d.deal.breakdown is not None)


def test_a_computer_with_a_person_s_name_does_not_count_for_that_person() -> None:
    first = evening(["human"] * 4, seed=1)
    play_deals(first, 3, random.Random(1))
    second = evening(["human", "strong", "human", "human"], seed=2)  # "Bram" is now a computer player
    play_deals(second, 4, random.Random(2))
    stats = people_stats()
    assert stats["Bram"].deals == scored_deals(first) and stats["Bram"].evenings == 1
    assert stats["Anna"].deals == scored_deals(first) + scored_deals(second) and stats["Anna"].evenings == 2


def test_a_seat_switched_to_a_computer_between_deals_counts_only_its_person_s_deals() -> None:
    ev = evening(["human"] * 4, seed=3)
    rng = random.Random(3)
    play_deals(ev, 2, rng)
    before = scored_deals(ev)
    ev.set_seat(1, "beginner")
    play_deals(ev, 2, rng)
    ev.set_seat(1, "human")
    play_deals(ev, 1, rng)
    after = scored_deals(ev) - before
    last = 1 if ev.match.deals[-1].deal.breakdown is not None else 0
    stats = people_stats()
    assert stats["Bram"].deals == before + last
    assert stats["Anna"].deals == before + after
    assert json.loads(ev.path.read_text())["format_version"] == 2  # type: ignore[union-attr]


def test_a_seat_switched_during_a_deal_is_the_computer_s_deal() -> None:
    ev = evening(["human"] * 4, seed=4)
    rng = random.Random(4)
    ev.start_deal()
    ev.set_seat(2, "strong")
    ev.set_seat(2, "human")  # taken back, but a computer sat there during the deal
    bot = RandomPlayer()
    while ev.current is not None:
        view = ev.view(ev.actor())
        assert view is not None
        ev.apply(bot.choose(view, rng))  # type: ignore[arg-type]
    stats = people_stats()
    assert "Cor" not in stats or stats["Cor"].deals == 0
    assert stats["Anna"].deals == scored_deals(ev)


def test_a_format_1_save_still_loads_and_counts_by_its_seats() -> None:
    ev = evening(["human", "random", "human", "human"], seed=5)
    play_deals(ev, 2, random.Random(5))
    path = ev.path
    assert path is not None
    data = json.loads(path.read_text())
    data["format_version"] = 1
    del data["deal_kinds"]
    path.write_text(json.dumps(data))
    for journal in evenings_dir().glob("*.journal"):
        journal.unlink()
    stats = people_stats()
    assert "Bram" not in stats and stats["Anna"].deals == scored_deals(ev)
