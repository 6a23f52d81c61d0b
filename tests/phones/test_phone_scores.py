"""The phones write a deal's scores as every other screen does (R12: a player scores or pays): through
``engine.signed``, so a positive score carries a "+" and zero is "0", never "+0"."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarot_tui.engine import signed
from tarot_tui.phones import PhoneHost

from .page_in_node import NODE, drawn_in_node
from .phone_table import Phone, answer_until, new_evening


def scored_state(seed: int) -> dict[str, Any]:
    """Seat 0's phone once a deal of four phones is scored."""
    evening = new_evening(4, seed)
    host = PhoneHost(evening)
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    answer_until(host, phones, lambda deal: False, 500)
    return host.state(0).model_dump(mode="json")


def test_the_scores_sent_to_a_phone_are_written_with_their_sign() -> None:
    state = scored_state(3)
    scores = [line["score"] for line in state["players"]]
    assert any(score > 0 for score in scores), scores  # (a deal someone won)
    assert [line["score_text"] for line in state["players"]] == [signed(score) for score in scores]


READ_PLAYERS = """
const grid = root.children.find((node) => node.className === "players");
process.stdout.write(JSON.stringify(grid.children.map((cell) => cell.text)));
"""


@pytest.mark.skipif(NODE is None, reason="needs node to run the page's script")
def test_the_phone_page_draws_the_signed_scores() -> None:
    """The page's own script (run in node over a stand-in DOM) draws each score as the server wrote it."""
    state = scored_state(3)
    cells = drawn_in_node(state, READ_PLAYERS)
    scores = cells[7::4]  # (four header cells, then name, bid, cards, score per seat)
    assert scores == [signed(line["score"]) for line in state["players"]]
    assert any(score.startswith("+") for score in scores)
