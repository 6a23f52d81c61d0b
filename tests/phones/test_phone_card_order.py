"""The phones list the chien, the écart and a poignée in the hand's order (``sorted_for_display``), as the laptop's
painters do; the order is decided in Python, the page only draws what it is sent. A phone that taps its poignée or
its écart in any order does not change the order they are shown in."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from tarot_tui.engine import (
    EXCUSE,
    ChienShown,
    Discarded,
    PoigneeDeclared,
    PoigneeLevel,
    parse_card,
    sorted_for_display,
)
from tarot_tui.i18n import card_short, t
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.laptop import table_lines
from tarot_tui.phones.log import describe
from tarot_tui.phones.seat_state import _ecart

from .page_in_node import NODE, drawn_in_node
from .phone_table import Phone, answer_until, new_evening


def _cards(wired: list[dict[str, Any]]) -> list[int]:
    return [parse_card(card["card"]) for card in wired]


def _in_display_order(wired: list[dict[str, Any]]) -> bool:
    cards = _cards(wired)
    return cards == sorted_for_display(cards)


def play_states(players: int, seed: int) -> list[dict[str, Any]]:
    """Every state each phone is sent through one deal whose people tap their écart and poignée in a shuffled
    order; the last states are those of the scored deal."""
    evening = new_evening(players, seed)
    host = PhoneHost(evening)
    rng = random.Random(seed)
    phones = {seat: Phone(seat, random.Random(seed * 7 + seat)) for seat in host.codes.seats}
    states: list[dict[str, Any]] = []
    for _ in range(600):
        states.extend(host.state(seat).model_dump(mode="json") for seat in host.codes.seats)
        deal = evening.deal
        assert deal is not None
        if deal.phase.is_over:
            break
        seat = host.awaiting
        assert seat is not None
        answer = phones[seat].answer(host.state(seat).model_dump(mode="json"))
        assert answer is not None
        if "cards" in answer:
            rng.shuffle(answer["cards"])
        host.receive(seat, json.dumps(answer))
    return states


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (4, 24), (5, 3)])
def test_a_phone_lists_the_chien_the_ecart_and_the_poignees_in_the_hands_order(players: int, seed: int) -> None:
    states = play_states(players, seed)
    for state in states:
        assert _in_display_order(state["hand"])
        assert _in_display_order(state["chien"]), state["chien"]
        assert _in_display_order(state["ecart"]), state["ecart"]
        for shown in state["poignees"]:
            assert _in_display_order(shown["cards"]), shown
        if state["ask"] is not None and state["ask"]["kind"] == "poignee":
            assert _in_display_order(state["ask"]["cards"])


def test_the_scored_deal_shows_its_ecart_on_every_phone_as_the_score_page_does() -> None:
    """Once scored the écart is public (the score page lists it under the chien): each phone lists it too, titled
    as the score page titles it, in the hand's order."""
    states = play_states(4, 24)  # (a Garde with a poignée)
    last = states[-4:]
    for state in last:
        assert len(state["ecart"]) == len(state["chien"]) == 6
        assert state["ecart_title"] == t("ui.ecart")
        assert _in_display_order(state["ecart"])
    assert any(state["poignees"] for state in states), "(a poignée was shown in this deal)"
    assert any(len(shown["cards"]) > 1 for state in states for shown in state["poignees"])


def test_the_laptop_lists_the_chien_and_the_shown_cards_in_the_hands_order() -> None:
    shuffled = (
        parse_card("2H"),
        parse_card("KS"),
        parse_card("5"),
        parse_card("EX"),
        parse_card("QC"),
        parse_card("21"),
    )
    shown = " ".join(card_short(card) for card in sorted_for_display(shuffled))
    assert shown != " ".join(card_short(card) for card in shuffled)

    def name(seat: int) -> str:
        return "Anna"

    chien = describe(ChienShown(shuffled), name, name)
    assert chien is not None and chien.endswith(shown)
    trumps = (parse_card("3"), parse_card("17"), parse_card("9"))
    discarded = describe(Discarded(0, trumps), name, name)
    assert discarded is not None
    assert discarded.endswith(" ".join(card_short(card) for card in sorted_for_display(trumps)))
    poignee = (*trumps, EXCUSE, parse_card("12"), parse_card("1"), parse_card("20"), parse_card("6"))
    declared = describe(PoigneeDeclared(0, poignee, PoigneeLevel.SIMPLE), name, name)
    assert declared is not None
    assert declared.endswith(" ".join(card_short(card) for card in sorted_for_display(poignee)))


def test_the_laptops_table_lists_the_chien_in_the_hands_order() -> None:
    """While the taker makes the écart the chien lies face up on the laptop's table too (R6.1)."""
    for seed in range(1, 30):
        evening = new_evening(4, seed)
        host = PhoneHost(evening)
        phones = {seat: Phone(seat, random.Random(seed + seat)) for seat in host.codes.seats}
        answer_until(host, phones, lambda deal: deal.phase.name == "DISCARD", 20)
        view = evening.view(None)
        if view is None or not view.chien or view.phase.name != "DISCARD":
            continue
        label = t("phones.label.chien") + ": "
        lines = [line for line in table_lines(host, lambda seat: True) if line.startswith(label)]
        assert len(lines) == 2  # (the table's and the log's)
        for line in lines:
            assert line == label + " ".join(card_short(card) for card in sorted_for_display(view.chien))
        assert list(view.chien) != sorted_for_display(view.chien)  # (a chien dealt out of the hand's order)
        return
    pytest.fail("no deal of these seeds reached the écart")


def test_the_trumps_shown_from_an_ecart_are_listed_in_the_hands_order_during_the_tricks() -> None:
    """Trumps the taker had to put in the écart are shown to all (R6.2); the phones list them under the table's
    own title, highest first as in a hand."""
    for seed in range(1, 30):
        evening = new_evening(4, seed)
        host = PhoneHost(evening)
        phones = {seat: Phone(seat, random.Random(seed + seat)) for seat in host.codes.seats}
        answer_until(host, phones, lambda deal: deal.phase.name == "TRICKS", 40)
        view = evening.view(0)
        if view is None or view.phase.name != "TRICKS":
            continue
        trumps = (parse_card("3"), parse_card("17"), parse_card("9"))
        title, cards = _ecart(replace(view, ecart_trumps=trumps))
        assert title == t("ui.ecart_trumps")
        assert [card.card for card in cards] == ["T17", "T9", "T3"]
        assert _ecart(replace(view, ecart_trumps=())) == ("", [])
        return
    pytest.fail("no deal of these seeds reached the tricks")


READ_CARDS_UNDER_TITLES = """
const drawn = {};
root.children.forEach((node, index) => {
  const next = root.children[index + 1];
  if (node.tag === "h3") drawn[node.text] = next.children.map((card) => (card.attrs || {})["data-card"]);
});
process.stdout.write(JSON.stringify(drawn));
"""


@pytest.mark.skipif(NODE is None, reason="needs node to run the page's script")
def test_the_page_draws_the_chien_and_the_ecart_in_the_order_sent() -> None:
    """The page's own script (in node over a stand-in DOM) draws the scored deal's chien and écart under their
    titles, card for card in the order the server decided."""
    state = play_states(4, 24)[-1]
    drawn = drawn_in_node(state, READ_CARDS_UNDER_TITLES)
    assert drawn[state["labels"]["chien"]] == [card["card"] for card in state["chien"]]
    assert drawn[t("ui.ecart")] == [card["card"] for card in state["ecart"]]
