"""Deal and match records: a finished deal replays to the same state, and a malformed or tampered record is
refused with ``InvalidRecordError`` whose message names the problem."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from helpers import cs, play_randomly, random_deal, snapshot

from tarot_tui.engine import (
    Contract,
    Deal,
    DealRecord,
    InvalidRecordError,
    Match,
    MatchRecord,
    Phase,
    record_of,
    replay,
)


def finished_deal(seed: int = 8, players: int = 4) -> Deal:
    rng = random.Random(seed)
    while True:
        deal = random_deal(players, seed=rng.randrange(10**6))
        play_randomly(deal, rng)
        if deal.phase is Phase.SCORED:
            return deal


def record_dict(deal: Deal) -> dict[str, Any]:
    return json.loads(record_of(deal).model_dump_json())


def refused(data: dict[str, Any]) -> str:
    """The message of the InvalidRecordError raised while parsing and replaying ``data``."""
    with pytest.raises(InvalidRecordError) as info:
        replay(DealRecord.from_json(json.dumps(data)))
    return str(info.value)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_record_roundtrip_gives_same_state_and_score(players: int) -> None:
    """A record written as JSON and replayed gives the same state, history and score."""
    deal = finished_deal(players=players)
    again = replay(DealRecord.from_json(record_of(deal).model_dump_json()))
    assert snapshot(again) == snapshot(deal)
    assert again.scores == deal.scores and again.breakdown == deal.breakdown


def test_record_wrong_deck_length() -> None:
    data = record_dict(finished_deal())
    data["deck"] = data["deck"][:77]
    assert "deck" in refused(data) and "78" in refused(data)


def test_record_duplicate_card() -> None:
    data = record_dict(finished_deal())
    data["deck"][5] = data["deck"][6]
    message = refused(data)
    assert "twice" in message


def test_record_bad_card_text() -> None:
    data = record_dict(finished_deal())
    data["deck"][3] = "ZZ"
    message = refused(data)
    assert "deck" in message and "'ZZ'" in message


def test_record_bad_card_in_action() -> None:
    data = record_dict(finished_deal())
    play = next(i for i, step in enumerate(data["actions"]) if step["kind"] == "play")
    data["actions"][play]["card"] = "T22"
    message = refused(data)
    assert f"actions.{play}" in message and "T22" in message


@pytest.mark.parametrize("gaps", [[0, 1, 2, 3, 4, 23], [-1, 1, 2, 3, 4, 5], [1, 1, 2, 3, 4, 5], [1, 2, 3]])
def test_record_chien_gap_out_of_range(gaps: list[int]) -> None:
    """R3.4: the chien gaps must be distinct interior gaps (0..22 in 4p), as many as the chien has cards."""
    data = record_dict(finished_deal())
    data["chien_gaps"] = gaps
    message = refused(data)
    assert "chien" in message and "gap" in message


def test_record_illegal_action() -> None:
    """An action the rules refuse is named with its number, seat and reason."""
    data = record_dict(finished_deal())
    plays = [i for i, step in enumerate(data["actions"]) if step["kind"] == "play"]
    first, second = plays[0], plays[1]
    data["actions"][second]["card"] = data["actions"][first]["card"]  # a card already played
    message = refused(data)
    assert f"action {second + 1}" in message and "card_not_in_hand" in message


def test_record_bid_not_higher() -> None:
    data = record_dict(finished_deal())
    data["actions"][0] = {"kind": "bid", "seat": data["actions"][0]["seat"], "contract": "garde-contre"}
    data["actions"][1] = {"kind": "bid", "seat": data["actions"][1]["seat"], "contract": "garde"}
    message = refused(data)
    assert "action 2" in message and "bid_not_higher" in message


def test_record_wrong_seat() -> None:
    data = record_dict(finished_deal())
    data["actions"][0]["seat"] = (data["actions"][0]["seat"] + 1) % 4
    message = refused(data)
    assert "action 1" in message and "not_your_turn" in message


def test_record_seat_out_of_range() -> None:
    data = record_dict(finished_deal())
    data["actions"][0]["seat"] = 9
    assert "actions.0" in refused(data)


def test_record_unknown_field() -> None:
    data = record_dict(finished_deal())
    data["cheat"] = True
    message = refused(data)
    assert "cheat" in message
    data = record_dict(finished_deal())
    data["actions"][0]["peek"] = "KS"
    assert "peek" in refused(data)
    data = record_dict(finished_deal())
    data["rules"]["secret_rule"] = 1
    assert "secret_rule" in refused(data)


def test_record_action_after_the_end() -> None:
    data = record_dict(finished_deal())
    data["actions"].append(dict(data["actions"][-1]))
    message = refused(data)
    assert f"action {len(data['actions'])}" in message and "deal_over" in message


def test_record_dealer_not_at_table_and_wrong_version() -> None:
    data = record_dict(finished_deal(players=3))
    data["dealer"] = 3
    assert "dealer" in refused(data)
    data = record_dict(finished_deal())
    data["format_version"] = 2
    assert "format_version" in refused(data)
    with pytest.raises(InvalidRecordError, match="invalid record"):
        DealRecord.from_json("{not json")


def test_record_of_deal_from_hands_is_refused() -> None:
    """A position built with ``Deal.from_hands`` has no pack order, so it cannot be recorded."""
    deal = Deal.from_hands([cs("KH"), cs("2H"), cs("3H"), cs("4H")], dealer=3, taker=0, contract=Contract.PRISE)
    with pytest.raises(InvalidRecordError, match="from_hands"):
        record_of(deal)


def test_match_record_roundtrip_and_tampering() -> None:
    """A match record replays every deal; a deal with the wrong dealer or unfinished before another is named."""
    rng = random.Random(2)
    match = Match(4, first_dealer=1)
    for _ in range(3):
        played = match.start_deal(rng)
        play_randomly(played.deal, rng)
    text = match.to_record().model_dump_json()
    again = Match.from_record(MatchRecord.model_validate_json(text))
    assert again.totals == match.totals and sum(again.totals) == 0
    data = json.loads(text)
    data["deals"][1]["dealer"] = 0
    with pytest.raises(InvalidRecordError, match="deal 2"):
        Match.from_record(MatchRecord.model_validate_json(json.dumps(data)))
    data = json.loads(text)
    data["deals"][0]["actions"] = data["deals"][0]["actions"][:-1]
    with pytest.raises(InvalidRecordError, match="deal 1 is not over"):
        Match.from_record(MatchRecord.model_validate_json(json.dumps(data)))
