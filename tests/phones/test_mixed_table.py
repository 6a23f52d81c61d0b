"""A mixed table: people on their phones, a person at the laptop and a computer player. The laptop's table (the
table model over the turn flow, as the app's table screen drives it) and the phones' host share one flow. Whole
deals are played; no message to a phone holds a card that seat may not see, the laptop never shows a phone seat's
hand nor asks a phone seat's question, and it never covers itself for a phone's turn."""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest

from tarot_tui.engine import AnnounceChelem, CallCard, Discard, Phase, Play
from tarot_tui.evening import Evening
from tarot_tui.phones import PhoneHost
from tarot_tui.play import (
    Answer,
    AskBid,
    AskCall,
    AskCard,
    AskChelem,
    AskDiscard,
    AskPoignee,
    BetweenDeals,
    ChienReveal,
    ComputerTurn,
    Continue,
    DealOver,
    Decision,
    EveningOver,
    HandOver,
    NoPoignee,
    PhoneTurn,
    TableFlow,
)
from tarot_tui.table import TableModel

from .phone_table import Phone, join, leaks, new_evening, running


def laptop_answer(prompt: Decision, rng: random.Random) -> Answer:
    """What the person at the laptop presses for a question of their own (from their own view)."""
    view = prompt.view
    if isinstance(prompt, AskBid):
        return rng.choice(view.legal_bids)
    if isinstance(prompt, AskCall):
        return CallCard(rng.choice(view.callable_cards))
    if isinstance(prompt, AskDiscard):
        plain = [card for card in view.discard_candidates if card < 56]
        trumps = [card for card in view.discard_candidates if card >= 56]
        return Discard(tuple(sorted((plain + trumps)[: prompt.size])))
    if isinstance(prompt, AskChelem):
        return AnnounceChelem(False)
    if isinstance(prompt, AskPoignee):
        return NoPoignee()
    assert isinstance(prompt, AskCard)
    return Play(rng.choice(view.legal))


async def play_mixed(evening: Evening, seed: int) -> tuple[list[Phone], int, int]:
    """The laptop plays through the table model, the phones through their sockets, until the evening is over.
    Returns the phones, the keys pressed at the laptop for the table itself, and for the laptop person's own
    decisions (hand-overs included)."""
    model = TableModel(TableFlow(evening))
    host = PhoneHost(evening, flow=model.flow)
    phone_seats = set(evening.phones())
    rng = random.Random(seed)
    table_keys = own_keys = 0
    async with running(host) as server:
        phones = [Phone(seat, random.Random(seed * 10 + seat)) for seat in host.codes.seats]
        done = asyncio.Event()
        async with aiohttp.ClientSession() as session:
            sockets, tasks = await join(session, server, phones, done)
            for _ in range(50_000):
                model.advance(pause_tricks=False)
                prompt = model.prompt
                viewer = model.flow.viewer
                assert viewer not in phone_seats  # the laptop draws a hand only for the person holding it
                assert not (isinstance(prompt, Decision) and prompt.seat in phone_seats)
                assert not (isinstance(prompt, HandOver) and prompt.seat in phone_seats)
                if isinstance(prompt, EveningOver):
                    break
                if isinstance(prompt, PhoneTurn):
                    assert viewer is None  # nobody's hand while a phone decides
                    await asyncio.sleep(0.001)
                    continue
                assert prompt is not None
                if isinstance(prompt, DealOver | BetweenDeals | ChienReveal | HandOver):
                    answer: Answer = Continue()
                    if isinstance(prompt, HandOver) or (isinstance(prompt, ChienReveal) and prompt.hand_to):
                        own_keys += 1
                    else:
                        table_keys += 1
                elif isinstance(prompt, ComputerTurn):
                    answer = TableFlow.decide(prompt)
                else:
                    assert isinstance(prompt, Decision) and viewer == prompt.seat  # their own hand, their own turn
                    answer = laptop_answer(prompt, rng)
                    own_keys += 1
                assert model.submit(answer) is prompt
                await server.changed()
            done.set()
            for socket in sockets:
                await socket.close()
            await asyncio.gather(*tasks)
    return phones, table_keys, own_keys


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_two_phones_a_person_at_the_laptop_and_a_computer_play_whole_deals_privately(seed: int) -> None:
    evening = new_evening(4, seed, deals=2, seats=["human", "human", "human", "strong"], phones=[0, 2])
    phones, table_keys, own_keys = await play_mixed(evening, seed)
    assert evening.is_finished
    for played in evening.match.deals:
        assert played.deal.phase in (Phase.SCORED, Phase.VOID)
    for phone in phones:
        assert phone.received and phone.sent >= 15, phone.seat  # its own cards were played on the phone
        assert not [r for r in phone.refusals if r["reason"] != "illegal"], phone.refusals
        for message in phone.received:
            assert leaks(evening, phone.seat, message) == [], (phone.seat, message["position"])
    assert own_keys >= 18  # the laptop person's own cards (and hand-overs)
    assert table_keys <= 2 * 3  # the score, the sheet and the chien turned face up, each deal


async def test_a_phone_may_not_answer_the_laptop_persons_turn() -> None:
    """Out of turn for a phone: the person at the laptop is asked, not a phone (the host refuses, R4.2)."""
    evening = new_evening(4, 1, seats=["human", "human", "human", "strong"], phones=[0, 2])
    model = TableModel(TableFlow(evening))
    host = PhoneHost(evening, flow=model.flow)
    for _ in range(50):
        model.advance(pause_tricks=False)
        if isinstance(model.prompt, HandOver | Decision):
            break
        assert isinstance(model.prompt, PhoneTurn | ComputerTurn)
        if isinstance(model.prompt, ComputerTurn):
            model.submit(TableFlow.decide(model.prompt))
        else:
            state = host.state(model.prompt.seat).model_dump(mode="json")
            host.receive(model.prompt.seat, json.dumps(Phone(0, random.Random(1)).answer(state)))
    assert isinstance(model.prompt, HandOver) and model.prompt.seat == 1
    for seat in (0, 2):
        state = host.state(seat).model_dump(mode="json")
        assert state["ask"] is None
        wrong = {"seq": state["seq"], "prompt": model.prompt.serial, "kind": "bid", "contract": "pass"}
        refusal = host.receive(seat, json.dumps(wrong))
        assert getattr(refusal, "reason", None) == "not_your_turn"
    assert isinstance(model.flow.next(), HandOver)


def test_a_phone_seat_is_never_handed_the_laptop_nor_its_holder() -> None:
    """The flow itself: at a table of one person at the laptop and three phones, the laptop is handed to that
    person only, once a deal (their first turn), and a phone's turn is a ``PhoneTurn`` with no hand-over."""
    evening = new_evening(4, 7, deals=1, phones=[0, 1, 3])
    flow = TableFlow(evening)
    rng = random.Random(7)
    handovers = []
    for _ in range(5000):
        prompt = flow.next()
        assert flow.holder in (None, 2) and flow.viewer in (None, 2)
        if isinstance(prompt, EveningOver):
            break
        if isinstance(prompt, HandOver):
            handovers.append(prompt.seat)
            flow.submit(prompt, Continue())
        elif isinstance(prompt, PhoneTurn):
            assert flow.viewer is None
            flow.submit(prompt, laptop_answer(prompt.decision, rng))
        elif isinstance(prompt, Decision):
            assert prompt.seat == 2 and flow.viewer == 2
            flow.submit(prompt, laptop_answer(prompt, rng))
        else:
            flow.submit(prompt, Continue())
    assert isinstance(flow.next(), EveningOver)
    assert handovers == [2]


@pytest.mark.parametrize("phones", [[0, 1, 2, 3], [0, 1, 3]])
def test_a_taker_on_a_phone_needs_no_key_at_the_laptop_for_the_chien(phones: list[int]) -> None:
    """The chien turned face up (R6.1) waits for the laptop's Enter only when the taker takes the laptop next, or
    holds it: a taker on a phone makes the écart there while the chien lies in the middle of the laptop's table
    (``center_text``), as in ``tarot-tui phones``. With every hand on a phone a deal then needs only the score's
    key at the laptop (issue 29: only the keys of the table itself)."""
    reveals, takers_on_phones, takers_at_laptop = 0, 0, 0

    def answer(decision: Decision, taker: int, rng: random.Random) -> Answer:
        """``taker`` bids the lowest contract open (a Prise or a Garde: the chien is shown), the others pass."""
        if isinstance(decision, AskBid):
            bids = sorted(decision.view.legal_bids, key=lambda bid: bid.contract or 0)
            return bids[1] if decision.seat == taker and len(bids) > 1 else bids[0]
        return laptop_answer(decision, rng)

    for seed in range(8):
        evening = new_evening(4, seed, deals=1, phones=phones)
        flow = TableFlow(evening)
        rng = random.Random(seed)
        for _ in range(5000):
            prompt = flow.next()
            if isinstance(prompt, EveningOver):
                break
            if isinstance(prompt, ChienReveal):
                reveals += 1
                assert prompt.taker not in phones, (seed, prompt)
            if isinstance(prompt, PhoneTurn):
                flow.submit(prompt, answer(prompt.decision, seed % 4, rng))
            elif isinstance(prompt, Decision):
                flow.submit(prompt, answer(prompt, seed % 4, rng))
            elif isinstance(prompt, ComputerTurn):
                flow.submit(prompt, TableFlow.decide(prompt))
            else:
                flow.submit(prompt, Continue())
        deal = evening.match.deals[0].deal
        if deal.taker is not None and deal.contract is not None and deal.contract.chien_shown:
            if evening.match.deals[0].seats[deal.taker] in phones:
                takers_on_phones += 1
            else:
                takers_at_laptop += 1
    assert takers_on_phones > 0  # the case was played
    assert reveals == takers_at_laptop
