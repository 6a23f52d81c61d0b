"""The computer levels are listed once (``bots.Level``): the seat choices and the save format follow it."""

from __future__ import annotations

from typing import get_args

import pytest

from tarot_tui.bots import DEFAULT_LEVEL, LEVELS, make_player
from tarot_tui.persistence.saves import SeatKind


def test_every_level_makes_its_player() -> None:
    assert LEVELS == ("random", "beginner", "strong") and DEFAULT_LEVEL in LEVELS
    assert [make_player(level).level for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")


def test_the_save_format_knows_every_level() -> None:
    """A save's seat is a person or a level; the save format (persistence, below the bots) spells its Literal
    out, so this keeps it equal to ``bots.Level``."""
    assert set(get_args(SeatKind)) == {"human", *LEVELS}


def test_the_seat_choices_offer_every_level_once() -> None:
    from tarot_tui.app.screens.setup import SEAT_KINDS

    assert SEAT_KINDS[:2] == ("human", DEFAULT_LEVEL) and sorted(SEAT_KINDS) == sorted(("human", *LEVELS))
