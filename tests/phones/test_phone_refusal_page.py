"""A phone that opens a wrong or replaced code gets a page made for a phone, in the table's language, with one
sentence saying what to do (seen in a real browser: a bare text answer drawn at a desktop's width, naming
``tarot-tui serve`` and a "key" the phones never give)."""

from __future__ import annotations

import aiohttp
import pytest

from tarot_tui.i18n import Lang, set_language, t
from tarot_tui.phones import PhoneHost

from .phone_table import new_evening, running


@pytest.fixture
def lang(request: pytest.FixtureRequest) -> object:
    chosen: Lang = request.param
    set_language(chosen)
    yield chosen
    set_language("nl")


@pytest.mark.parametrize("lang", ["nl", "en"], indirect=True)
async def test_a_wrong_or_replaced_code_gets_one_sentence_on_a_page_made_for_a_phone(lang: Lang) -> None:
    host = PhoneHost(new_evening())
    seat = host.codes.seats[0]
    async with running(host) as server, aiohttp.ClientSession() as session:
        replaced = server.url(seat)
        await server.new_code(seat)
        wrong = server.url(seat)[:-4] + ("AAAA" if not server.url(seat).endswith("AAAA") else "BBBB")
        for url in (replaced, wrong):
            async with session.get(url) as response:
                page = await response.text()
                assert response.status == 403
                assert response.content_type == "text/html"
                assert response.headers["Cache-Control"] == "no-store"
            assert f'<html lang="{lang}">' in page
            assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
            assert t("phones.label.wrong_code", lang) in page
            assert "serve" not in page.replace(t("phones.label.wrong_code", lang), "")
            assert "Anna" not in page


def test_the_wrong_code_sentence_is_one_sentence_about_the_code_not_the_serve_command() -> None:
    for lang in ("nl", "en"):
        text = t("phones.label.wrong_code", lang)  # type: ignore[arg-type]
        assert "serve" not in text
        assert text.count(".") == 1 and text.endswith(".")


async def test_a_page_from_another_name_is_refused_with_the_phones_own_sentence() -> None:
    host = PhoneHost(new_evening())
    async with running(host) as server, aiohttp.ClientSession() as session:
        rebound = f"evil.example:{server.port}"
        async with session.get(server.url(host.codes.seats[0]), headers={"Host": rebound}) as response:
            page = await response.text()
            assert response.status == 403
        assert t("phones.label.wrong_origin") in page
        assert "serve" not in page
