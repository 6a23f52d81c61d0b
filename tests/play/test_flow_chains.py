"""The strong computers' belief chains carried along a deal by the flow (``ComputerTurn.chains``): carried from one
card decision of a seat to its next, each built from that seat's own view only, and started afresh on a new deal,
after a take-back and on resuming; the store is read and written whole across threads."""

from __future__ import annotations

import random
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import tarot_tui.bots
from tarot_tui.bots import Chains, Player, StrongPlayer, make_player
from tarot_tui.bots import strong as strong_module
from tarot_tui.bots.belief import BeliefSampler
from tarot_tui.bots.strong import CarriedChain
from tarot_tui.engine import Phase, Play, Rules, SeatView
from tarot_tui.evening import Evening
from tarot_tui.play import AskCard, ComputerTurn, DealOver, Decision, EveningOver, Prompt, TableFlow
from tarot_tui.play.script import scripted_answer

STRENGTH = 0.02
"""A small fixed budget: the app's strong level, quick and reproducible (no clock)."""


@dataclass
class Started:
    """A chain the strong level started: the view it was built from, and whether it carried a kept state on."""

    view: SeatView
    carried: bool


class Spy:
    """Records every belief chain started, and the computer turn being decided when it was."""

    def __init__(self) -> None:
        self.turn: ComputerTurn | None = None
        self.started: list[tuple[ComputerTurn | None, Started]] = []


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Iterator[Spy]:
    """The app's strong level on a fixed budget with its chain carried, every ``BeliefSampler`` it starts
    recorded."""
    record = Spy()

    class Recording(BeliefSampler):
        def __init__(self, view: SeatView, **kwargs: object) -> None:
            super().__init__(view, **kwargs)  # type: ignore[arg-type]
            record.started.append((record.turn, Started(view, kwargs.get("start") is not None)))

    def player(level: str, strength: float = 1.0, *, chains: Chains | None = None) -> Player:
        if level == "strong":
            return StrongPlayer(strength, time_limit=None, belief_carry=1, chains=chains)
        return make_player(level, strength, chains=chains)

    monkeypatch.setattr(strong_module, "BeliefSampler", Recording)
    monkeypatch.setattr(tarot_tui.bots, "make_player", player)
    yield record


def evening(seats: list[str], *, deals: int = 1, seed: int = 1) -> Evening:
    return Evening.new(
        ["Anna", "Bram", "Cor", "Daan", "Eva"][: len(seats)],
        seats,  # type: ignore[arg-type]
        rules=Rules(),
        first_dealer=seed % len(seats),
        deals_planned=deals,
        directory=Path(tempfile.mkdtemp()),
        autosave=False,
        rng=random.Random(seed),
    )


def step(flow: TableFlow, spy: Spy, rng: random.Random) -> Prompt:
    """Answer the prompt awaited (a computer's turn decided as the app does) and return it."""
    prompt = flow.next()
    if isinstance(prompt, ComputerTurn):
        spy.turn = prompt
        action = TableFlow.decide(prompt, STRENGTH)
        spy.turn = None
        flow.submit(prompt, action)
    else:
        flow.submit(prompt, scripted_answer(prompt, rng))
    return prompt


def play_until(flow: TableFlow, spy: Spy, rng: random.Random, done: object) -> list[Prompt]:
    """Answer prompts until ``done(flow)`` holds; returns the prompts answered."""
    answered: list[Prompt] = []
    for _ in range(3000):
        if done(flow):  # type: ignore[operator]
            return answered
        answered.append(step(flow, spy, rng))
    raise AssertionError("never reached")


def computer_cards(prompts: list[Prompt]) -> list[ComputerTurn]:
    return [p for p in prompts if isinstance(p, ComputerTurn) and p.view.phase is Phase.TRICKS]


def first_chain_of_each_seat(started: list[tuple[ComputerTurn | None, Started]]) -> dict[int, bool]:
    """For each seat, whether its first chain in ``started`` carried a kept state on."""
    first: dict[int, bool] = {}
    for _, chain in started:
        assert chain.view.seat is not None
        first.setdefault(chain.view.seat, chain.carried)
    return first


@pytest.mark.parametrize("seats", [["human", "strong", "strong", "strong"], ["strong", "human", "strong"]])
def test_strong_computers_carry_their_chain_from_card_to_card_from_their_own_view(spy: Spy, seats: list[str]) -> None:
    """Along a deal the strong seats' card decisions start from the chain they kept (after the first), every chain
    is started from the view of the computer deciding (its own seat's), and the store holds chains of the computer
    seats only: nothing of the person's seat, and the person's prompts carry no chain."""
    flow = TableFlow(evening(seats, seed=3))
    rng = random.Random(3)
    prompts = play_until(flow, spy, rng, lambda f: isinstance(f.next(), DealOver))
    turns = computer_cards(prompts)
    assert turns and len({id(t.chains) for t in turns}) == 1  # one store for the deal
    store = turns[0].chains
    assert store is not None
    assert spy.started
    for turn, chain in spy.started:
        assert turn is not None and chain.view == turn.view  # the deciding seat's own view, nothing else
    assert sum(chain.carried for _, chain in spy.started) >= len(spy.started) // 2
    assert not any(first_chain_of_each_seat(spy.started).values())  # each seat's first starts afresh
    played = flow.evening.last
    assert played is not None
    person = played.deal_seat(seats.index("human"))
    kept = store.kept()
    assert kept and all(c.key[1] != person for c in kept)
    assert {c.key[1] for c in kept} <= {turn.view.seat for turn in turns}
    for prompt in prompts:
        if isinstance(prompt, Decision):
            assert not hasattr(prompt, "chains")
    assert "chains" not in repr(turns[0]) and "CarriedChain" not in repr(turns[0])


def test_each_deal_starts_afresh(spy: Spy) -> None:
    """Every deal's turns get a new store, and each seat's first chain in it starts afresh."""
    flow = TableFlow(evening(["human", "strong", "strong", "strong"], deals=3, seed=4))
    rng = random.Random(4)
    play_until(flow, spy, rng, lambda f: isinstance(f.next(), EveningOver))
    by_store: dict[int, list[tuple[ComputerTurn | None, Started]]] = {}
    for turn, chain in spy.started:
        assert turn is not None and turn.chains is not None
        by_store.setdefault(id(turn.chains), []).append((turn, chain))
    assert len(by_store) >= 2  # (a deal everybody passed has no card decision)
    for started in by_store.values():
        assert not any(first_chain_of_each_seat(started).values())
        assert sum(chain.carried for _, chain in started) > 0


def into_the_tricks_with_chains(flow: TableFlow, spy: Spy, rng: random.Random) -> ComputerTurn:
    """Play on until a computer's card decision with a choice awaits, after the person's card, with chains kept
    this deal."""

    def ready(f: TableFlow) -> bool:
        prompt = f.next()
        return (
            isinstance(prompt, ComputerTurn)
            and prompt.view.phase is Phase.TRICKS
            and len(prompt.view.legal) > 1
            and f.can_undo()
            and prompt.chains is not None
            and len(prompt.chains.kept()) >= 2
        )

    play_until(flow, spy, rng, ready)
    turn = flow.next()
    assert isinstance(turn, ComputerTurn)
    return turn


def test_a_take_back_starts_the_chains_afresh_and_a_stale_decision_writes_elsewhere(spy: Spy) -> None:
    """After the person takes a card back, the computers' decisions made again start afresh from a new store; a
    decision still running on the old turn (a worker thread after the undo) writes only into the dropped store."""
    flow = TableFlow(evening(["human", "strong", "strong", "strong"], seed=5))
    rng = random.Random(5)
    stale = into_the_tricks_with_chains(flow, spy, rng)
    old = stale.chains
    assert old is not None
    assert flow.undo()
    again = flow.next()
    assert isinstance(again, AskCard)
    flow.submit(again, Play(again.view.legal[-1]))
    turn = flow.next()
    assert isinstance(turn, ComputerTurn) and turn.chains is not None and turn.chains is not old
    assert turn.chains.kept() == []
    before = old.kept()
    TableFlow.decide(stale, STRENGTH)  # the stale decision, finishing late on its worker thread
    assert turn.chains.kept() == []
    assert old.kept() != before  # it wrote into the store dropped at the take-back
    spy.started.clear()
    play_until(flow, spy, rng, lambda f: isinstance(f.next(), DealOver))
    assert not any(first_chain_of_each_seat(spy.started).values())


def test_a_resumed_deal_starts_afresh(spy: Spy) -> None:
    """A flow made anew over an evening in mid-deal (a resume) has an empty store: the chains start afresh."""
    ev = evening(["human", "strong", "strong", "strong"], seed=6)
    flow = TableFlow(ev)
    rng = random.Random(6)
    before = into_the_tricks_with_chains(flow, spy, rng)
    resumed = TableFlow(ev)
    spy.started.clear()
    turns = computer_cards(play_until(resumed, spy, rng, lambda f: isinstance(f.next(), DealOver)))
    assert turns and all(t.chains is not before.chains for t in turns)
    assert spy.started and not any(first_chain_of_each_seat(spy.started).values())


def test_the_store_is_read_and_written_whole_across_threads() -> None:
    """Threads putting and reading one seat's chain never see one made of two writes (each is put whole)."""
    store = Chains()
    torn: list[CarriedChain] = []

    def write(n: int) -> None:
        for i in range(2000):
            value = n * 10_000 + i
            store.put(CarriedChain((4, 1, value), (value,), (value,) * 5))

    def read() -> None:
        for _ in range(4000):
            chain = store.get(4, 1)
            if chain is not None and not (chain.key[2] == chain.history[0] == chain.state[0] == chain.state[4]):
                torn.append(chain)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(2)] + [
        threading.Thread(target=read) for _ in range(2)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert torn == []
    assert len(store.kept()) == 1  # one seat, one chain: nothing grows


def test_the_app_level_keeps_its_chains_in_the_store_given() -> None:
    """``make_player`` hands the store to the strong level, which reads and writes its chains there."""
    store = Chains()
    player = make_player("strong", 1.0, chains=store)
    assert isinstance(player, StrongPlayer) and player.chains is store
    assert isinstance(make_player("strong"), StrongPlayer)


def test_the_apps_strong_level_carries_its_chain() -> None:
    """The level the app makes (``make_player``) carries its belief chain along the deal, into the store it is
    given: what the tests above force through the fixture is the default."""
    store = Chains()
    player = make_player("strong", 1.0, chains=store)
    assert isinstance(player, StrongPlayer)
    assert player.belief_carry and player.chains is store
