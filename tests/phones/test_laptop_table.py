"""The laptop's table in the terminal: after every action of whole deals played by phones it names no card the
table may not see (it is drawn from the spectator's view), and each seat not yet joined has its address and QR."""

from __future__ import annotations

import json
import random

import pytest

from tarot_tui.i18n import t
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.laptop import join_lines, qr_lines, side_by_side, table_lines
from tarot_tui.play import EveningOver

from .phone_table import Phone, allowed_cards, mentions, new_evening


@pytest.mark.parametrize("seed", [4, 5])
def test_the_laptop_never_shows_a_card_the_table_may_not_see(seed: int) -> None:
    evening = new_evening(4, seed, deals=2)
    host = PhoneHost(evening)
    phones = {seat: Phone(seat, random.Random(seed + seat)) for seat in host.codes.seats}
    laptop_keys = 0
    screens = 0
    for _ in range(2000):
        played = evening.last
        assert played is not None
        allowed = allowed_cards(played, None, len(played.deal.history))
        screen = "\n".join(table_lines(host, lambda seat: True))
        assert mentions(screen, allowed) == [], screen
        screens += 1
        if isinstance(host.prompt, EveningOver):
            break
        if host.laptop_waits:
            host.go_on()
            laptop_keys += 1
            continue
        seat = host.awaiting
        assert seat is not None
        state = host.state(seat).model_dump(mode="json")
        assert not isinstance(host.receive(seat, json.dumps(phones[seat].answer(state))), dict)
    assert isinstance(host.prompt, EveningOver)
    assert laptop_keys == 2  # Enter after each deal's score, nothing else
    assert screens > 100


def test_each_seat_not_joined_gets_its_address_and_a_qr_code_and_ascii_gets_the_address_only() -> None:
    host = PhoneHost(new_evening(4, 1))
    joined = {host.codes.seats[0]}

    def url(seat: int) -> str:
        return f"http://192.0.2.7:8100/p/{host.codes.code(seat)}"

    with_qr = join_lines(host, url, lambda seat: seat in joined, qr=True, width=200)
    ascii_only = join_lines(host, url, lambda seat: seat in joined, qr=False, width=200)
    for seat in host.codes.seats[1:]:
        assert sum(url(seat) in line for line in ascii_only) == 1
        assert sum(url(seat) in line for line in with_qr) == 1
    assert url(host.codes.seats[0]) not in "\n".join(with_qr)
    assert not any("█" in line for line in ascii_only)
    assert sum("█" in line for line in with_qr) >= 15  # three codes side by side, one block of rows


def test_qr_codes_sit_side_by_side_as_far_as_the_width_allows() -> None:
    code = qr_lines("http://192.0.2.7:8100/p/" + "A" * 43)
    width = len(code[0])
    assert all(len(line) == width for line in code)
    assert len(side_by_side([code, code, code], width * 2 + 2)) == 2 * len(code)
    assert len(side_by_side([code, code, code], width * 3 + 4)) == len(code)


@pytest.mark.parametrize("deals", [1, 2])
def test_after_the_last_deal_enter_is_said_to_end_the_evening(deals: int) -> None:
    """Seen on the laptop of a one-deal evening: "Enter: volgend spel" under the score, where Enter ends it."""
    host = PhoneHost(new_evening(4, seed=3, deals=deals))
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    while host.awaiting is not None:
        seat = host.awaiting
        host.receive(seat, json.dumps(phones[seat].answer(host.state(seat).model_dump(mode="json"))))
    assert host.laptop_waits
    keys = table_lines(host, lambda seat: True)[-1]
    expected = "phones.laptop.keys_last" if deals == 1 else "phones.laptop.keys"
    assert keys == t(expected)
