"""A whole deal played by four scripted phones through the host on a real server: every message a seat gets holds
only cards that seat may see (its own hand, and what the rules make public: R6.1, R6.2, R5.1, R7.8, R9.1)."""

from __future__ import annotations

from typing import Any

import pytest

from tarot_tui.engine import Phase
from tarot_tui.phones import PhoneHost
from tarot_tui.phones import seat_state as seat_state_module
from tarot_tui.phones.wire import HandCard
from tarot_tui.play import EveningOver

from .phone_table import leaks, new_evening, play_with_phones, running


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_four_phones_play_a_whole_deal_and_no_message_shows_a_card_its_seat_may_not_see(seed: int) -> None:
    evening = new_evening(4, seed)
    host = PhoneHost(evening)
    async with running(host) as server:
        phones = await play_with_phones(host, server, seed)
    assert isinstance(host.prompt, EveningOver)
    deal = evening.match.deals[0].deal
    assert deal.phase in (Phase.SCORED, Phase.VOID)
    plays = sum(1 for _, action in deal.history if type(action).__name__ == "Play")
    assert deal.phase is Phase.VOID or plays == 72  # 18 tricks of 4 cards, every one through a phone or forced
    for phone in phones:
        assert phone.received, f"seat {phone.seat} got nothing"
        assert not [r for r in phone.refusals if r["reason"] != "illegal"], phone.refusals
        for message in phone.received:
            assert leaks(evening, phone.seat, message) == [], (phone.seat, message["position"])
    assert sum(phone.sent for phone in phones) >= 60  # the cards were played on the phones, not for them


async def test_the_check_finds_another_seats_card_slipped_into_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: a host that sent one card of the next seat's hand is caught."""
    real = seat_state_module._hand
    evening = new_evening(4, 3)

    def leaky(view: Any, prompt: Any) -> list[HandCard]:
        cards = real(view, prompt)
        deal = evening.deal
        assert deal is not None
        other = (view.seat + 1) % view.players
        stolen = min(deal.hands[other].bit_length() - 1, 77)
        if deal.hands[other]:
            cards.append(HandCard(**seat_state_module.wire_card(stolen).model_dump()))
        return cards

    monkeypatch.setattr(seat_state_module, "_hand", leaky)
    host = PhoneHost(evening)
    seat = host.codes.seats[0]
    message = host.state(seat).model_dump(mode="json")
    assert leaks(evening, seat, message)
