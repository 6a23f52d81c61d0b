"""Every key bar fits at 80 columns in Dutch and English: what does not fit on one line goes on to the next, and
no key or description is cut ("…"); the table's bar keeps q Leave in view (issue 27, item 8).

The screens are walked through ``screen_routes.SCREENS``; ``test_key_bar_snapshots.py`` draws each at 80×24."""

from __future__ import annotations

import random

import pytest
from harness import LayoutCounter, fast_forward, new_evening, score_shown, screen_text, settle, step, table_screen
from screen_routes import SCREENS
from textual.app import App, ComposeResult
from textual.screen import ModalScreen, Screen

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.dialogs import ConfirmScreen, MessageScreen
from tarot_tui.app.screens.phones import PhonesScreen
from tarot_tui.app.screens.rules import RulesScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.keybar import BindingsBar, KeyBar
from tarot_tui.engine import Phase
from tarot_tui.i18n import t
from tarot_tui.persistence import AppSettings

LANGS = ["nl", "en"]


def _app(lang: str, **kw: object) -> TarotApp:
    return TarotApp(settings=AppSettings(bot_pace=0), lang=lang, rng=random.Random(8), **kw)  # type: ignore[arg-type]


def _bar_screen(app: TarotApp) -> Screen[object]:
    """The screen whose key bar is in view: the top one, or for a box over a screen the one under it."""
    for screen in reversed(app.screen_stack):
        if screen.query(KeyBar):
            return screen
    raise AssertionError(f"no key bar under {[type(s).__name__ for s in app.screen_stack]}")


def _box_keys_are_whole(app: TarotApp) -> None:
    """A box over a screen names its keys in its frame's lower edge (or, a question, on its buttons; a message,
    under it; the phones' page, under its title): they are whole on the screen."""
    screen = app.screen
    if isinstance(screen, ConfirmScreen):
        keys = [f"{t('ui.no')} ({t('ui.no_key')})", f"{t('ui.yes')} ({t('ui.yes_key')})"]
    elif isinstance(screen, MessageScreen):
        keys = [t("ui.press_enter")]
    elif isinstance(screen, PhonesScreen):  # under its title, where the page is scrolled to
        keys = [t("phones.app.close")]
    else:
        keys = [str(widget.border_subtitle) for widget in screen.query("*") if widget.border_subtitle]
    assert keys, type(screen).__name__
    text = screen_text(app)
    for key in keys:
        assert key in text, (key, text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(SCREENS))
async def test_every_key_and_description_is_whole_at_80_columns(name: str, lang: str) -> None:
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await SCREENS[name](pilot)
        if isinstance(app.screen, ModalScreen):
            _box_keys_are_whole(app)
            return
        screen = app.screen
        bars = list(screen.query(KeyBar))
        assert len(bars) == 1, bars
        bar = bars[0]
        assert bar.keys, "an empty key bar"
        assert bar.region.bottom == 24 and bar.region.width == 80
        rows = bar.rows_for(bar.content_size.width)
        assert bar.content_size.height == rows
        text = screen_text(app).splitlines()
        shown = "\n".join(text[-rows:])
        assert "…" not in shown, shown
        for key in bar.keys:
            assert f"{key.key} {key.label}" in shown, (key, shown)
            assert not key.label.startswith("key."), key
        if isinstance(screen, TableScreen):
            assert f"q {t('key.leave')}" in shown
        for line in text:
            assert len(line) <= 80


@pytest.mark.parametrize("name", ["start", "table-play", "keeper-sheet"])
async def test_the_key_bars_draw_in_ascii(name: str) -> None:
    """``--ascii``: the bar's keys (⏎, ←→) are drawn as ASCII signs like every other line, and still whole."""
    app = _app("nl", ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await SCREENS[name](pilot)
        bar = _bar_screen(app).query_one(KeyBar)
        shown = "\n".join(screen_text(app).splitlines()[-bar.size.height :])
        assert shown.isascii(), shown
        assert all(key.label in shown for key in bar.keys)
        # One sign a cell made "a-z <><" of "a-z ←→⏎": the keys are spelled out instead.
        assert "<>" not in shown and "< " not in shown, shown
        if name == "table-play":
            assert "a-z <- -> Enter" in shown, shown


@pytest.mark.parametrize(("lang", "key"), [("nl", "q Afsluiten"), ("en", "q Quit")])
async def test_the_start_screen_shows_its_last_key_at_120_columns(lang: str, key: str) -> None:
    """It read "q Af…" at 120 columns."""
    app = _app(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await SCREENS["start"](pilot)
        assert key in screen_text(app).splitlines()[-1]


async def test_the_tables_bar_is_laid_out_again_only_when_it_takes_another_line() -> None:
    """At 80×24 the keys of a card to play take two lines and a hand-over's one: the bar keeps its two lines, so
    taking the laptop and playing a card lay nothing out (as at 120×40, ``test_app_speed``)."""
    app = _app("nl")
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        fast_forward(evening, lambda deal: len(deal.tricks) == 2 and deal.phase is Phase.TRICKS, random.Random(2))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        table = table_screen(app)
        hand, bar = table.query_one(HandWidget), table.query_one(KeyBar)
        assert bar.size.height == 1  # the hand-over's keys
        layouts = LayoutCounter(table)
        grown = 0
        for turn in range(4):
            assert hand.cover_purpose == "handover"
            await pilot.press("enter")
            await settle(pilot)
            assert bar.size.height == 2 and "q Stoppen" in screen_text(app).splitlines()[-1]
            if turn == 0:  # the keys of a card to play took a second line: the table is laid out again, once
                assert layouts.count > 0
                grown = layouts.count
            await pilot.press(hand.quick_keys()[min(hand.quick_keys())])
            await settle(pilot)
            assert bar.size.height == 2  # kept, under the hand-over's one line of keys
        assert layouts.count == grown


async def test_the_bar_shrinks_when_its_screen_is_widened() -> None:
    app = _app("nl")
    async with app.run_test(size=(80, 24)) as pilot:
        await SCREENS["table-play"](pilot)
        bar = app.screen.query_one(KeyBar)
        assert bar.size.height == 2
        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        await pilot.pause()
        assert bar.size.height == 1


async def test_a_bindings_bar_follows_the_screens_bindings() -> None:
    """The rules screen's "previous chapter" is offered once there is one (its ``check_action``)."""
    app = _app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await SCREENS["rules"](pilot)
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        bar = screen.query_one(BindingsBar)
        assert t("key.previous_chapter") not in [key.label for key in bar.keys]
        await pilot.press("n")
        await settle(pilot)
        await pilot.pause()
        assert t("key.previous_chapter") in [key.label for key in bar.keys]
        assert "p Previous chapter" in "\n".join(screen_text(app).splitlines()[-bar.size.height :])


class _Screen(Screen[None]):
    def __init__(self, keys: list[tuple[str, str, str]]) -> None:
        super().__init__()
        self.keys = keys
        self.done: list[str] = []

    def compose(self) -> ComposeResult:
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one(KeyBar).show(self.keys)

    def action_run(self, what: str) -> None:
        self.done.append(what)


class _App(App[None]):
    def __init__(self, keys: list[tuple[str, str, str]]) -> None:
        super().__init__()
        self.keys = keys

    def on_mount(self) -> None:
        self.push_screen(_Screen(self.keys))


@pytest.mark.parametrize("width", [12, 20, 31, 45, 60])
async def test_keys_go_on_to_the_next_line_whole(width: int) -> None:
    """Each key with its description lies on one line, in order; a key too long for a line alone is wrapped."""
    keys = [(f"k{i}", f"word{i} " * (i % 3 + 1), f"run('{i}')") for i in range(9)]
    keys = [(k, label.strip(), action) for k, label, action in keys]
    app = _App(keys)
    async with app.run_test(size=(width, 20)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        lines = [line.rstrip() for line in screen_text(app).splitlines()[-bar.size.height :]]
        assert bar.size.height == len(lines) > 1
        joined = " ".join(line.strip() for line in lines)
        entries = [f"{key} {label}" for key, label, _ in keys]
        assert "…" not in joined
        position = 0
        for entry in entries:
            if len(entry) + 2 <= width:  # fits a line: whole on one line
                assert any(entry in line for line in lines), (entry, lines)
            found = joined.find(entry.split()[0], position)
            assert found >= position, (entry, joined)
            position = found


async def test_a_click_on_the_second_line_runs_that_key() -> None:
    keys = [("a", "Eerste", "run('a')"), ("b", "Tweede", "run('b')"), ("c", "Derde", "run('c')"), ("d", "Geen", "")]
    app = _App(keys)
    async with app.run_test(size=(24, 10)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, _Screen)
        bar = screen.query_one(KeyBar)
        assert bar.size.height == 2  # " a Eerste   b Tweede" then " c Derde   d Geen"
        left = bar.styles.padding.left
        await pilot.click(KeyBar, offset=(left + 1, 1))  # c
        await pilot.click(KeyBar, offset=(left + len(" a Eerste  ") + 2, 0))  # b
        await pilot.click(KeyBar, offset=(left + len(" c Derde  ") + 2, 1))  # d: no action
        await pilot.pause()
        assert screen.done == ["c", "b"]


@pytest.mark.parametrize(("players", "seed"), [(4, 8), (5, 3)])
async def test_the_breakdown_fits_80x24_under_a_two_line_bar(players: int, seed: int) -> None:
    """Played up to the score at 80×24, the bar kept the two lines of the play's keys: the deal's breakdown still
    fits without scrolling (``test_fit_80x24`` puts a table on screen at its score)."""
    app = _app("nl")
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Annemarie", "Bram", "Cees", "Dirk", "Eva"][:players], ["human"] * players)
        tricks = {4: 18, 5: 15}[players]
        fast_forward(evening, lambda deal: len(deal.tricks) == tricks - 3, random.Random(seed))
        await app.push_screen(TableScreen(evening))
        rng = random.Random(1)
        for _ in range(60):
            if score_shown(app):
                break
            await step(pilot, rng, keep_score=True)
        await settle(pilot)
        table = table_screen(app)
        panel = table.query_one(ScorePanel)
        assert panel.is_up and table.query_one(KeyBar).size.height == 2
        assert panel.max_scroll_y == 0, f"{panel.virtual_size.height} lines in {panel.size.height}"


@pytest.mark.parametrize("lang", LANGS)
async def test_the_chelem_key_shows_it_is_on_in_the_bar(lang: str) -> None:
    """``h`` during the écart (R8.2) turns the chelem question on and off: the key bar says which, whole at 80
    columns."""
    from tarot_tui.play import AskDiscard

    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        fast_forward(evening, lambda deal: deal.phase is Phase.DISCARD, random.Random(8))
        await app.push_screen(TableScreen(evening))
        rng = random.Random(1)
        for _ in range(5):
            await settle(pilot)
            if isinstance(table_screen(app).model.prompt, AskDiscard):
                break
            await step(pilot, rng)
        table = table_screen(app)
        prompt = table.model.prompt
        assert isinstance(prompt, AskDiscard) and prompt.chelem_possible

        def label() -> str:
            (shown,) = [key.label for key in table.query_one(KeyBar).keys if key.key == "h"]
            return shown

        assert label() == t("key.chelem")
        await pilot.press("h")
        await settle(pilot)
        assert table.model.flow.wants_chelem and label() == t("key.chelem_on") != t("key.chelem")
        assert f"h {t('key.chelem_on')}" in screen_text(app)
        await pilot.press("h")
        await settle(pilot)
        assert not table.model.flow.wants_chelem and label() == t("key.chelem")


@pytest.mark.parametrize("lang", LANGS)
async def test_an_open_question_shows_its_arrows_and_enter_in_the_bar(lang: str) -> None:
    """A bid (R4.2) is answered by a choice's key, or by the arrows and Enter: the bar says so while the question is
    open, and says the card keys once it is answered and the hand is asked."""
    from tarot_tui.app.widgets.choices import ChoiceBox

    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(
            app, ["Anna", "Bram", "Cees", "Dirk"], seats=["human", "beginner", "beginner", "beginner"]
        )
        await app.push_screen(TableScreen(evening))
        rng = random.Random(2)
        table = table_screen(app)
        for _ in range(20):
            await settle(pilot)
            if table.query_one(ChoiceBox).asking == "bid-dialog":
                break
            await step(pilot, rng)
        assert table.query_one(ChoiceBox).asking == "bid-dialog"

        def bar() -> dict[str, str]:
            return {key.key: key.label for key in table.query_one(KeyBar).keys}

        assert bar().get("←→⏎") == t("key.choose")
        assert f"←→⏎ {t('key.choose')}" in screen_text(app)
        assert "a-z ←→⏎" not in bar()
        await pilot.press("0")  # a pass
        await settle(pilot)
        assert table.query_one(ChoiceBox).asking is None and "←→⏎" not in bar()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_start_screens_bar_is_one_calm_line(lang: str, size: tuple[int, int]) -> None:
    """The menu shows each entry's letter ("Nieuwe avond  (n)"): the bar under it repeated all eight and wrapped,
    "i Instellingen   q Afsluiten" alone on a second line at 80 and 100 columns. It says what the menu does not
    (how to move and choose) and the way out, on one line, like the other lists' bars ("↑↓ ⏎ Kiezen  Esc Terug")."""
    app = _app(lang)
    async with app.run_test(size=size) as pilot:
        await SCREENS["start"](pilot)
        bar = app.screen.query_one(KeyBar)
        assert bar.size.height == 1
        last = screen_text(app).splitlines()[-1]
        assert f"↑↓ ⏎ {t('key.choose')}" in last and f"q {t('key.quit')}" in last, last
        assert [key.key for key in bar.keys] == ["↑↓ ⏎", "q"]
        text = screen_text(app)
        for label in ["ui.menu.new", "ui.menu.resume", "ui.menu.settings", "ui.menu.quit"]:
            assert t(label) in text  # every entry, with its letter, is in the menu
        assert f"{t('ui.menu.quit')}  (q)" in text
