"""Actions that are not well formed (a card that is not one of the 78, a bid of no contract, a value of the
wrong type) are refused with the engine's typed error and a reason, the state unchanged (issue 12)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_tui.engine import (
    AnnounceChelem,
    Bid,
    CallCard,
    Deal,
    DeclarePoignee,
    Discard,
    IllegalActionError,
    Phase,
    Play,
    Reason,
    record_of,
)
from tarot_tui.i18n import explain


def deal_in(phase: Phase, seed: int = 1) -> Deal:
    """A 4-player deal played at random until ``phase``."""
    rng = random.Random(seed)
    while True:
        deal = Deal.new(4, 0, rng)
        while deal.phase is not phase and not deal.phase.is_over:
            deal.apply(rng.choice(list(deal.legal_actions())))
        if deal.phase is phase:
            return deal


class Opaque:
    """Any object at all, with the same id in every test process (pytest-xdist compares the collected ids)."""

    def __repr__(self) -> str:
        return "<opaque object>"


ODD_VALUES = [-1, 78, 10**30, True, 1.5, "KH", None, (), Opaque()]


@pytest.mark.parametrize("phase", [Phase.BIDDING, Phase.TRICKS])
@pytest.mark.parametrize(
    "action",
    [
        *[Play(v) for v in ODD_VALUES],  # type: ignore[arg-type]
        *[CallCard(v) for v in ODD_VALUES],  # type: ignore[arg-type]
        Bid(5),  # type: ignore[arg-type]
        Bid("garde"),  # type: ignore[arg-type]
        AnnounceChelem(1),  # type: ignore[arg-type]
        Discard((1, "x", None)),  # type: ignore[arg-type]
        Discard(5),  # type: ignore[arg-type]
        DeclarePoignee((1, 2.5)),  # type: ignore[arg-type]
        DeclarePoignee(tuple(range(30))),
        "play KH",
        None,
    ],
    ids=repr,
)
def test_a_malformed_action_is_refused_with_a_reason(phase: Phase, action: object) -> None:
    deal = deal_in(phase)
    before = record_of(deal)
    violation = deal.why_illegal(action)  # type: ignore[arg-type]
    assert violation is not None and violation.reason is Reason.MALFORMED_ACTION and violation.rule == "R15"
    with pytest.raises(IllegalActionError) as caught:
        deal.apply(action)  # type: ignore[arg-type]
    assert caught.value.violation.reason is Reason.MALFORMED_ACTION
    assert "R15" in explain(caught.value.violation) and str(action) != ""
    assert record_of(deal) == before
    assert not deal.is_legal(action)  # type: ignore[arg-type]


values = st.one_of(
    st.integers(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=4),
    st.none(),
    st.tuples(st.integers(-5, 90)),
    st.lists(st.one_of(st.integers(-5, 90), st.text(max_size=2)), max_size=8).map(tuple),
)
actions = st.one_of(
    st.builds(Play, values),
    st.builds(CallCard, values),
    st.builds(Bid, values),
    st.builds(AnnounceChelem, values),
    st.builds(Discard, values),
    st.builds(DeclarePoignee, values),
)
TRIED = {"actions": 0, "refused": 0}


@settings(max_examples=400, deadline=None)
@given(
    action=actions, seat=st.one_of(st.none(), st.integers(-3, 8)), phase=st.sampled_from([Phase.BIDDING, Phase.TRICKS])
)
def test_any_action_is_applied_or_refused_with_the_typed_error(action: object, seat: int | None, phase: Phase) -> None:
    deal = deal_in(phase, seed=3)
    before = record_of(deal)
    TRIED["actions"] += 1
    try:
        deal.apply(action, seat)  # type: ignore[arg-type]
    except IllegalActionError as err:
        TRIED["refused"] += 1
        assert record_of(deal) == before
        assert explain(err.violation)
    else:
        assert len(deal.history) == len(before.actions) + 1
