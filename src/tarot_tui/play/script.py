"""A scripted person for tests and benchmarks: a random answer among those a prompt allows.

The app's test harness and ``benchmarks/app.py`` ask it what to do and then press the keys for it; the flow's
own tests submit its answers directly. Computer turns are decided by the real computer players.
"""

from __future__ import annotations

import random

from tarot_tui.engine import EXCUSE, AnnounceChelem, CallCard, DeclarePoignee, Discard, Play

from .prompts import (
    Answer,
    AskBid,
    AskCall,
    AskCard,
    AskChelem,
    AskDiscard,
    AskPoignee,
    ComputerTurn,
    Continue,
    NoPoignee,
    Prompt,
)


def scripted_answer(prompt: Prompt, rng: random.Random, *, bid_first: int | None = None) -> Answer:
    """A legal answer to ``prompt`` (a computer's turn is decided by ``TableFlow.decide`` instead).

    ``bid_first``: the contract value (1-4) said by the first person to bid while nobody has taken, everyone
    else passing; None bids at random."""
    if isinstance(prompt, AskBid):
        bids = prompt.view.legal_bids
        if bid_first is not None:
            wanted = [b for b in bids if b.contract is not None and int(b.contract) == bid_first]
            nobody_took = all(contract is None for _, contract in prompt.view.bids)
            return wanted[0] if wanted and nobody_took else bids[0]
        return rng.choice(bids)
    if isinstance(prompt, AskCall):
        return CallCard(rng.choice(prompt.view.callable_cards))
    if isinstance(prompt, AskDiscard):
        return Discard(tuple(sorted(scripted_discard(prompt, rng))))
    if isinstance(prompt, AskChelem):
        return AnnounceChelem(prompt.may_announce and rng.random() < 0.1)
    if isinstance(prompt, AskPoignee):
        if rng.random() < 0.5:
            return NoPoignee()
        _, size = rng.choice(prompt.sizes)
        trumps = [c for c in prompt.pool if c != EXCUSE]
        shown = trumps[:size] if len(trumps) >= size else [*trumps, EXCUSE]
        return DeclarePoignee(tuple(sorted(shown)))
    if isinstance(prompt, AskCard):
        return Play(rng.choice(prompt.view.legal))
    if isinstance(prompt, ComputerTurn):
        raise TypeError("a computer's turn is decided by TableFlow.decide")
    return Continue()


def scripted_discard(prompt: AskDiscard, rng: random.Random) -> list[int]:
    """An écart a person could make: the trumps it must hold (R6.2) and plain cards for the rest."""
    view = prompt.view
    candidates = list(view.discard_candidates)
    plain = [c for c in candidates if c > EXCUSE]
    trumps = [c for c in candidates if c < EXCUSE]
    need = view.trumps_to_discard
    if need:
        return plain + rng.sample(trumps, need)
    return rng.sample(plain, prompt.size)
