"""Choosing phones in the app: the new-evening form offers each seat at the laptop, on a phone (only with the
``phones`` extra; without it one sentence says how to install it) or a computer, with the address the laptop
listens on; the sheet between deals moves a seat to or from a phone, and the table's phones follow. Both
languages."""

from __future__ import annotations

import asyncio
import socket

import pytest
from harness import fast_forward, make_app, new_evening, settle, table_screen
from textual.widgets import Input, Select, Static

from tarot_tui.app.screens import setup as setup_screen_module
from tarot_tui.app.screens.phones import PhonesScreen
from tarot_tui.app.screens.seats import SeatsScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.i18n import set_language, t
from tarot_tui.persistence import load_settings
from tarot_tui.phones.code_file import codes_path

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def free_port() -> int:
    """A port nobody listens on now (the table listens on it a moment later)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def options(select: Select[str]) -> list[str]:
    return [str(value) for _, value in select._options]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_form_puts_a_persons_seat_on_a_phone_with_the_address_the_laptop_listens_on(lang: str) -> None:
    set_language(lang)
    app = make_app(41, phones_port=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SetupScreen())
        await settle(pilot)
        form = app.screen
        assert isinstance(form, SetupScreen)
        assert options(form.query_one("#kind-1", Select)) == ["human", "beginner", "strong", "random", "phone"]
        assert t("ui.seat.phone") in [str(label) for label, _ in form.query_one("#kind-1", Select)._options]
        address = form.query_one("#phones-address")
        assert not address.display  # no seat on a phone yet
        form.query_one("#kind-1", Select).value = "phone"
        form.query_one("#kind-3", Select).value = "beginner"
        await settle(pilot)
        assert address.display and form.query_one("#phones-host", Input).value == "localhost"
        assert form.player_name(1) == t("ui.default_name", number=2)  # still a person's (numbered) name
        form.query_one("#phones-host", Input).value = "bad address"
        form.action_start()
        await settle(pilot)
        assert t("ui.setup.error_phones_host") in str(form.query_one("#error", Static).render())
        form.query_one("#phones-host", Input).value = "127.0.0.1"
        assert form.query_one("#phones-port", Input).value == "0"  # the settings' port (0: the tests' any port)
        for bad in ("0", "80", "65536", "81 00", "abc", "", "99999999"):  # bounded: 1024 to 65535
            form.query_one("#phones-port", Input).value = bad
            form.action_start()
            await settle(pilot)
            assert str(form.query_one("#error", Static).render()) == t("ui.setup.error_phones_port", lowest=1024)
            assert isinstance(app.screen, SetupScreen)
        port = free_port()
        form.query_one("#phones-port", Input).value = f" {port} "
        form.query_one("#dealer", Select).value = "0"
        form.action_start()
        await settle(pilot)
        table = table_screen(app)
        evening = table.evening
        assert evening.phones() == [1] and evening.save.seats == ["human", "human", "human", "beginner"]
        assert app.settings.phones_host == "127.0.0.1"  # the address the players picked, kept for next time
        assert app.settings.phones_port == port and load_settings().phones_port == port  # and the port
        assert isinstance(app.screen, PhonesScreen)  # Bram's address comes up at once
        assert table.phones.served is not None and table.phones.served.server.listen_host == "127.0.0.1"
        assert table.phones.served.server.port == port
        page = app.screen.page(False).plain
        assert t("phones.app.title") in page and evening.names[1] in page and "/p/" in page
        await pilot.press("escape")
        await settle(pilot)
        table.action_leave()
        await settle(pilot)
    set_language("nl")


async def test_without_the_extra_no_seat_is_offered_on_a_phone_and_one_sentence_says_how(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(setup_screen_module, "phones_available", lambda: False)
    app = make_app(42)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SetupScreen())
        await settle(pilot)
        form = app.screen
        assert "phone" not in options(form.query_one("#kind-0", Select))
        sentence = str(form.query_one("#phones-missing", Static).render())
        assert "pip install 'tarot-tui[phones]'" in sentence and sentence == t("phones.app.form_missing")


async def test_the_sheet_moves_a_seat_to_a_phone_and_back_and_the_tables_phones_follow() -> None:
    import random

    app = make_app(43, phones_host="127.0.0.1", phones_port=0)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES, deals_planned=3)
        fast_forward(evening, lambda d: False, random.Random(43))
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        assert table.phones.served is None and not table.painter.keys_now().phones
        await pilot.press("enter")  # the score, then the sheet
        await settle(pilot)
        await table.run_action("panel('seats')")
        await settle(pilot)
        seats = app.screen
        assert isinstance(seats, SeatsScreen)
        assert "phone" in options(seats.query_one("#seat-2", Select))
        seats.query_one("#seat-2", Select).value = "phone"
        seats.query_one("#seat-3", Select).value = "strong"
        await settle(pilot)
        await pilot.click("#save")
        await settle(pilot)
        assert evening.phones() == [2] and evening.save.seats[3] == "strong"
        assert table.phones.served is not None and table.phones.served.host.codes.seats == (2,)
        assert isinstance(app.screen, PhonesScreen)  # Cees's address comes up
        await pilot.press("escape")
        await settle(pilot)
        assert table.painter.keys_now().phones
        old = table.phones.served.host.codes.code(2)
        await table.run_action("panel('seats')")
        await settle(pilot)
        seats = app.screen
        assert isinstance(seats, SeatsScreen) and seats.query_one("#seat-2", Select).value == "phone"
        seats.query_one("#seat-2", Select).value = "human"
        await settle(pilot)
        await pilot.click("#save")
        await settle(pilot)
        assert evening.phones() == [] and table.phones.served is None  # back at the laptop: no phone served
        assert not codes_path(evening.save.evening_id).exists()  # and no code kept for one
        assert old not in str(evening.save.model_dump())  # a code is never in the save


async def test_the_phones_page_shows_a_phone_that_joins_when_it_joins_and_leaves_when_it_leaves() -> None:
    import aiohttp

    app = make_app(44, phones_host="127.0.0.1", phones_port=0)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES)
        evening.set_phone(1, True)
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        page = app.screen
        assert isinstance(page, PhonesScreen)
        shown = page.query_one("#phones-page", Static)
        joined = t("phones.laptop.joined", player="Bram")
        assert joined not in str(shown.render())
        phones = table.phones.served
        assert phones is not None
        url = phones.server.url(1)
        async with aiohttp.ClientSession() as session:
            websocket = await session.ws_connect(
                url.replace("http://", "ws://") + "/ws", headers={"Origin": url.split("/p/")[0]}
            )
            await websocket.receive()  # the seat's first state: the server counts the phone as there
            await settle(pilot)
            assert joined in str(shown.render())  # drawn on the phones' news at once, not on a clock
            await websocket.close()
            for _ in range(100):
                if not phones.server.connected(1):
                    break
                await asyncio.sleep(0.01)
            await settle(pilot)
            assert joined not in str(shown.render())
        await pilot.press("escape")
        await settle(pilot)
        table.action_leave()
        await settle(pilot)


HOSTILE_HOST = "a\x1b]0;PWNED\x07b\u202ec"


async def test_an_address_from_the_settings_file_with_a_control_byte_is_never_drawn_raw(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The phones' address from ``settings.json`` is drawn in the form's field (and was said in the table's
    "cannot listen" line): with an escape sequence or a bidi override in it, both reached the terminal raw. Such an
    address is not a usable setting: it gives way to the default and the start screen says so, like any other."""
    import json
    from pathlib import Path

    from tarot_tui.persistence import AppSettings

    data = Path(str(tmp_path)) / "data"
    data.mkdir()
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(data))
    settings = json.loads(AppSettings().model_dump_json())
    (data / "settings.json").write_text(json.dumps(dict(settings, phones_host=HOSTILE_HOST)), "utf-8")
    from tarot_tui.app.app import TarotApp

    app = TarotApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.settings.phones_host == "localhost" and app.settings_problem is not None
        app.push_screen(SetupScreen())
        await settle(pilot)
        form = app.screen
        form.query_one("#kind-1", Select).value = "phone"
        await settle(pilot)
        assert form.query_one("#phones-host", Input).value == "localhost"
        drawn = "".join(segment.text for strip in app.screen._compositor.render_strips() for segment in strip)
        assert "\x1b" not in drawn and "\u202e" not in drawn


async def test_an_address_typed_with_a_control_character_is_refused() -> None:
    app = make_app(42, phones_port=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SetupScreen())
        await settle(pilot)
        form = app.screen
        form.query_one("#kind-1", Select).value = "phone"
        await settle(pilot)
        form.query_one("#phones-host", Input).value = HOSTILE_HOST
        form.action_start()
        await settle(pilot)
        assert t("ui.setup.error_phones_host") in str(form.query_one("#error", Static).render())
        assert isinstance(app.screen, SetupScreen) and app.settings.phones_host == "localhost"
