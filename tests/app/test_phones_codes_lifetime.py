"""The codes file kept beside an evening (``phones/<id>.json``, ``0600``) lives only as long as a resume needs it:
it goes when the evening is over (and when no seat is on a phone any more:
``test_phones_chosen.py::test_the_sheet_moves_a_seat_to_a_phone_and_back_and_the_tables_phones_follow``)."""

from __future__ import annotations

import random

from harness import fast_forward, make_app, new_evening, settle

from tarot_tui.app.screens.phones import PhonesScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.phones.code_file import codes_path, load_codes, save_codes


async def test_the_codes_go_when_the_evening_is_over() -> None:
    app = make_app(71, phones_host="127.0.0.1", phones_port=0)
    async with app.run_test(size=(120, 50)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees"], ["human", "human", "beginner"], deals_planned=1)
        evening.set_phone(1, True)
        save_codes(evening.save.evening_id, {1: "K" * 43})  # kept by the table before the laptop was stopped
        fast_forward(evening, lambda deal: False, random.Random(71))  # the last deal is played
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        assert (
            table.phones.served is not None and table.phones.served.host.codes.code(1) == "K" * 43
        )  # the same address
        if isinstance(app.screen, PhonesScreen):
            await pilot.press("escape")
            await settle(pilot)
        assert evening.is_finished
        assert load_codes(evening.save.evening_id) is None
        assert not codes_path(evening.save.evening_id).exists()
        await pilot.press("enter")  # the score, then the end of the evening
        await settle(pilot)
        assert not codes_path(evening.save.evening_id).exists()
