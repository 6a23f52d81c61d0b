"""The laptop gives a phone seat a new code from the phones' page (issue 29, item 4: a photo of the QR code, a
lost phone): ``n`` and the seat's number. The old address opens nothing any more, its open socket is closed
(4001), the page shows the new address, and the new code is kept beside the evening, so a resume serves it. Both
languages."""

from __future__ import annotations

import aiohttp
import pytest
from harness import make_app, new_evening, settle, table_screen
from textual.containers import VerticalScroll

from tarot_tui.app.screens.phones import PhonesScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.i18n import set_language, t
from tarot_tui.phones.code_file import load_codes
from tarot_tui.phones.server import CUT_OFF


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_n_and_a_seat_number_give_that_seat_a_new_code_and_cut_off_the_old_one(lang: str) -> None:
    set_language(lang)
    app = make_app(61, phones_host="127.0.0.1", phones_port=0)
    async with app.run_test(size=(120, 60)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "human", "human", "beginner"])
        evening.set_phone(0, True)
        evening.set_phone(2, True)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        table = table_screen(app)
        phones = table.phones.served
        assert phones is not None and isinstance(app.screen, PhonesScreen)
        old_url, other_url = phones.url(2), phones.url(0)
        assert load_codes(evening.save.evening_id) == phones.host.codes.by_seat()
        async with aiohttp.ClientSession() as session:
            origin = old_url.split("/p/")[0]
            socket = await session.ws_connect(old_url.replace("http://", "ws://") + "/ws", headers={"Origin": origin})
            await socket.receive()  # its state
            await pilot.press("n")
            await settle(pilot)
            page = app.screen.page(True).plain
            # under the title, where the page is scrolled to: two QR codes do not fit on the screen with it
            assert page.splitlines()[1] == t("phones.app.which_seat", seats="1 Anna · 3 Cees")
            assert app.screen.query_one(VerticalScroll).scroll_y == 0
            await pilot.press("3")
            closed = await socket.receive(timeout=5)  # (read at once: the server's close waits for the answer)
            while closed.type is aiohttp.WSMsgType.TEXT:  # the states sent before
                closed = await socket.receive(timeout=5)
            assert closed.type is aiohttp.WSMsgType.CLOSE and closed.data == CUT_OFF
            new_url = phones.url(2)
            assert new_url != old_url and phones.url(0) == other_url  # only that seat's code changed
            async with session.get(old_url, headers={"Host": origin.removeprefix("http://")}) as response:
                assert response.status == 403
            async with session.get(new_url) as response:
                assert response.status == 200
        assert isinstance(app.screen, PhonesScreen)
        shown = app.screen.page(False).plain
        assert new_url in shown and old_url not in shown
        assert load_codes(evening.save.evening_id) == phones.host.codes.by_seat()  # a resume serves the new one
        assert load_codes(evening.save.evening_id)[2] == new_url.rsplit("/", 1)[1]
    set_language("nl")


async def test_at_a_table_of_one_phone_n_gives_it_a_new_code_at_once_and_escape_asks_nothing() -> None:
    app = make_app(62, phones_host="127.0.0.1", phones_port=0)
    async with app.run_test(size=(120, 60)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees"], ["human", "human", "beginner"])
        evening.set_phone(1, True)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        phones = table_screen(app).phones.served
        assert phones is not None and isinstance(app.screen, PhonesScreen)
        before = phones.host.codes.code(1)
        await pilot.press("2")  # a number alone changes nothing
        await settle(pilot)
        assert phones.host.codes.code(1) == before
        await pilot.press("n")
        await settle(pilot)
        assert phones.host.codes.code(1) != before
        assert load_codes(evening.save.evening_id) == {1: phones.host.codes.code(1)}
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, PhonesScreen)
