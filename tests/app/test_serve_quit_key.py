"""Under ``tarot-tui serve`` the game's quit key from anywhere is F8, as the start screen's key bar says: Firefox on
Linux takes Ctrl+Q before the page and quits itself, every tab with it. In a terminal nothing changes (Ctrl+Q).
The game tells its page whether an evening is open at the table, so that the page can ask before the tab closes."""

from __future__ import annotations

import pytest
from harness import make_app, new_evening, new_evening_form, screen_text, settle

from tarot_tui.app import app as app_module
from tarot_tui.app.app import TarotApp
from tarot_tui.app.keys import QUIT_KEY_IN_A_BROWSER
from tarot_tui.app.routes import OpenTable
from tarot_tui.app.screens.dialogs import ConfirmScreen
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.i18n import t


@pytest.fixture
def in_a_browser(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """The app as ``serve`` runs it; what it tells its page."""
    told: list[dict[str, object]] = []
    monkeypatch.setattr(TarotApp, "is_web", property(lambda app: True))
    monkeypatch.setattr(app_module, "tell_page", lambda app, data: told.append(data))
    return told


async def test_in_a_browser_f8_quits_even_from_a_form_where_q_is_a_letter(in_a_browser: object) -> None:
    assert QUIT_KEY_IN_A_BROWSER == "f8"
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await new_evening_form(pilot)
        await pilot.press("f8")
        await pilot.pause()
        assert app.return_code == 0


async def test_in_a_browser_the_start_screen_names_f8_beside_q(in_a_browser: object) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        keys = [key.key for key in app.screen.query_one(KeyBar).keys]
        assert "q/F8" in keys, keys
        assert "q/F8" in screen_text(app)


async def test_in_a_terminal_the_start_screen_says_q_and_f8_does_nothing() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        keys = [key.key for key in app.screen.query_one(KeyBar).keys]
        assert "q" in keys and "F8" not in screen_text(app)
        await pilot.press("f8")
        await pilot.pause()
        assert app.return_code is None


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_in_a_browser_f8_in_a_deal_asks_first_and_says_how_to_come_back_in_a_browser(
    in_a_browser: list[dict[str, object]], lang: str
) -> None:
    """A deal is on the table: F8 asks first, and says the evening is saved and opens again in the page (not 'start
    tarot-tui again', which a player at a browser does not do). The page was told the evening is open."""
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert in_a_browser == []  # (nothing to say on the start screen)
        app.post_message(OpenTable(new_evening(app, ["Dirk", "Eva", "Fien", "Gijs"]), draw=False))
        await settle(pilot)
        assert in_a_browser == [{"type": "tarot-tui-evening", "open": True}]
        await pilot.press("f8")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert dialog.body == t("ui.quit_body_web", lang)
        assert "pagina" in screen_text(app) or "page" in screen_text(app)
        assert t("ui.quit_body_web", lang) != t("ui.quit_body", lang)
        assert app.return_code is None


async def test_the_page_is_told_when_the_table_is_left(in_a_browser: list[dict[str, object]]) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.post_message(OpenTable(new_evening(app, ["Dirk", "Eva", "Fien", "Gijs"]), draw=False))
        await settle(pilot)
        await pilot.press("q")  # leave the table: asks first, the evening is saved
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert in_a_browser == [
            {"type": "tarot-tui-evening", "open": True},
            {"type": "tarot-tui-evening", "open": False},
        ]


async def test_in_a_terminal_the_page_is_never_told(monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[dict[str, object]] = []
    monkeypatch.setattr(app_module, "tell_page", lambda app, data: told.append(data))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.post_message(OpenTable(new_evening(app, ["Dirk", "Eva", "Fien", "Gijs"]), draw=False))
        await settle(pilot)
        assert told == []
