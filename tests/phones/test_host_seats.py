"""Who may sit at a table of phones: every person on a phone, computer players beside them."""

from __future__ import annotations

import json
import random

import pytest

from tarot_tui.phones import PhoneHost
from tarot_tui.play import EveningOver, TableFlow

from .phone_table import Phone, leaks, new_evening


def test_two_phones_and_two_computer_players_play_a_whole_deal() -> None:
    evening = new_evening(4, 6, seats=["human", "beginner", "human", "beginner"])
    host = PhoneHost(evening)
    assert host.codes.seats == (0, 2)
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    for _ in range(500):
        if isinstance(host.prompt, EveningOver):
            break
        if host.laptop_waits:
            host.go_on()
            continue
        seat = host.awaiting
        assert seat in phones  # a computer's turn never waits for anyone
        state = host.state(seat).model_dump(mode="json")
        assert leaks(evening, seat, state) == []
        host.receive(seat, json.dumps(phones[seat].answer(state)))
    assert isinstance(host.prompt, EveningOver)


def test_a_person_at_the_laptop_needs_the_laptops_table_to_drive_the_flow() -> None:
    """A mixed table: the host alone cannot play for the person at the laptop; given the laptop's flow, it answers
    the phones only and leaves the rest to the laptop."""
    evening = new_evening(4, 1, phones=[0, 1, 2])
    with pytest.raises(ValueError, match="laptop"):
        PhoneHost(evening)
    flow = TableFlow(evening)
    host = PhoneHost(evening, flow=flow)
    assert host.codes.seats == (0, 1, 2) and not host.drives and host.flow is flow
    assert not host.laptop_waits and not host.go_on()


def test_the_taker_may_ask_for_the_chelem_question_during_the_ecart_and_the_phone_shows_it() -> None:
    """R8.2: a chelem is announced after the écart; asking for the question keeps the écart open."""
    host = PhoneHost(new_evening(4, 2))
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    for _ in range(10):
        seat = host.awaiting
        assert seat is not None
        state = host.state(seat).model_dump(mode="json")
        if state["ask"]["kind"] == "discard":
            break
        host.receive(seat, json.dumps(phones[seat].answer(state)))
    ask = state["ask"]
    assert ask["kind"] == "discard" and ask["chelem_possible"] and not ask["chelem_wanted"]
    wish = {"seq": state["seq"], "prompt": ask["prompt"], "kind": "want_chelem"}
    assert not hasattr(host.receive(seat, json.dumps(wish)), "reason")
    after = host.state(seat).model_dump(mode="json")["ask"]
    assert after["kind"] == "discard" and after["prompt"] == ask["prompt"] and after["chelem_wanted"]


def test_the_chien_is_on_the_phones_while_the_ecart_is_made_and_at_the_score_not_during_the_tricks() -> None:
    """R6.1: the chien of a Prise or a Garde is turned face up for the table, and the taker takes it into the hand
    and makes the écart; during the tricks its cards are in that hand or the écart, so no phone shows it then."""
    from tarot_tui.engine import Phase

    evening = new_evening(4, 3)
    host = PhoneHost(evening)
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    seen: dict[Phase, set[bool]] = {}
    for _ in range(500):
        deal = evening.deal
        assert deal is not None
        for seat in host.codes.seats:
            state = host.state(seat).model_dump(mode="json")
            seen.setdefault(deal.phase, set()).add(bool(state["chien"]))
        if deal.phase.is_over:
            break
        seat = host.awaiting
        assert seat is not None
        host.receive(seat, json.dumps(phones[seat].answer(host.state(seat).model_dump(mode="json"))))
    assert deal.contract is not None and deal.contract.chien_shown, deal.contract  # (a deal where it was shown)
    assert seen[Phase.DISCARD] == {True} and seen[Phase.TRICKS] == {False} and seen[deal.phase] == {True}
