"""Resume any evening: the start screen lists the unfinished evenings, and the one picked (by keys alone) is
resumed; a long list scrolls, broken saves stay aside and are reported."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import fast_forward, make_app, score_shown, screen_text, settle, sheet_shown, step, table_screen
from textual.widgets import OptionList

from tarot_tui.app.screens.evenings import EveningsScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.widgets.evening_lines import deals_text, standings_text, when_text
from tarot_tui.app.widgets.menu import Menu
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import t
from tarot_tui.persistence import list_evenings

TABLES = [
    ["Anna", "Bram", "Cees", "Dirk"],
    ["Eva", "Fien", "Gijs"],
    ["Hans", "Ilse", "Joop", "Kim", "Lot"],
]


def saved_evening(names: list[str], deals: int, seed: int, *, finished: bool = False) -> Evening:
    """An evening in the data folder with ``deals`` deals played and the next one begun."""
    rng = random.Random(seed)
    evening = Evening.new(names, ["human"] * len(names), rules=Rules(), first_dealer=0, rng=rng)
    for _ in range(deals):
        fast_forward(evening, lambda d: False, rng)
    fast_forward(evening, lambda d: len(d.bids) == 1, rng)
    if finished:
        evening.save.finished = True
    evening.persist()
    evening.flush()
    return evening


async def test_the_start_screen_lists_the_unfinished_evenings_and_any_can_be_resumed() -> None:
    evenings = [
        saved_evening(names, deals, seed) for seed, (names, deals) in enumerate(zip(TABLES, [2, 0, 1], strict=True))
    ]
    saved_evening(["Mark", "Nel", "Olga", "Piet"], 1, 9, finished=True)  # finished: not offered
    infos = [i for i in list_evenings()[0] if not i.finished]
    assert [i.names for i in infos] == [e.names for e in reversed(evenings)]  # newest first
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        start = app.screen
        assert isinstance(start, StartScreen) and start.query_one(Menu).is_enabled("resume")
        text = screen_text(app)
        assert "3 bewaarde avonden" in text
        assert "Hans, Ilse, Joop, Kim, Lot" in text and "Eva, Fien, Gijs" in text  # the newest two
        assert "Mark" not in text
        await pilot.press("v")
        await settle(pilot)
        picker = app.screen
        assert isinstance(picker, EveningsScreen)
        listed = screen_text(app)
        for info in infos:
            assert ", ".join(info.names) in listed
            assert deals_text(info.deals) in listed
            assert standings_text(info.names, info.totals) in listed
            assert when_text(info.updated) in listed
        assert "Mark" not in listed
        await pilot.press("down", "down", "enter")  # the oldest: Anna's table, two deals played
        await settle(pilot)
        table = table_screen(app)
        assert table.evening.names == TABLES[0]
        assert table.evening.deals_done == 2
        assert table.evening.match.totals == evenings[0].match.totals


async def test_escape_leaves_the_list_with_nothing_resumed() -> None:
    for seed, names in enumerate(TABLES[:2]):
        saved_evening(names, 1, seed)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, EveningsScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        await pilot.press("v", "enter")  # the newest is highlighted first
        await settle(pilot)
        assert table_screen(app).evening.names == TABLES[1]


async def test_a_single_unfinished_evening_is_resumed_at_once() -> None:
    saved_evening(TABLES[0], 1, 1)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = " ".join(screen_text(app).split())  # the note wraps at the menu's width
        assert "Bewaarde avond: Anna, Bram, Cees, Dirk" in text and "1 spel gespeeld" in text
        await pilot.press("v")
        await settle(pilot)
        assert table_screen(app).evening.names == TABLES[0]


async def test_a_long_list_scrolls_to_the_oldest_evening() -> None:
    count = 14
    for seed in range(count):
        saved_evening([f"A{seed}", f"B{seed}", f"C{seed}"], 0, seed)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert f"{count} bewaarde avonden" in screen_text(app)
        assert "… en nog 12" in screen_text(app)
        await pilot.press("v")
        await settle(pilot)
        options = app.screen.query_one(OptionList)
        assert options.option_count == count
        assert "A0, B0, C0" not in screen_text(app)  # the oldest is below the fold
        await pilot.press("end")
        await settle(pilot)
        assert options.scroll_y > 0 and "A0, B0, C0" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert table_screen(app).evening.names == ["A0", "B0", "C0"]


async def test_broken_saves_stay_aside_and_the_others_are_listed(data_dir: Path) -> None:
    for seed, names in enumerate(TABLES[:2]):
        saved_evening(names, 1, seed)
    folder = data_dir / "evenings"
    (folder / "20200101-000000-000000.json").write_text('{"format_version": 1, "names": ["half', encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "kon niet worden gelezen" in text and "2 bewaarde avonden" in text
        assert any(".broken-" in p.name for p in folder.iterdir())


async def test_an_evening_broken_after_it_was_listed_is_reported_and_nothing_opens(data_dir: Path) -> None:
    evenings = [saved_evening(names, 1, seed) for seed, names in enumerate(TABLES[:2])]
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, EveningsScreen)
        newest = evenings[1].path
        assert newest is not None
        newest.write_text("not a save", encoding="utf-8")  # a friend's hand, or a disk, between list and pick
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert "kon niet worden gelezen" in screen_text(app)
        assert not newest.exists()  # kept aside
        await pilot.press("v")  # the one left is resumed at once
        await settle(pilot)
        assert table_screen(app).evening.names == TABLES[0]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_resume_with_no_unfinished_evening_says_why(lang: str) -> None:
    """v with nothing to resume (only a finished evening saved) is one sentence in the player's language that says
    how to begin one, not a silent beep; nothing opens."""
    saved_evening(TABLES[1], 1, 2, finished=True)
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        said = [str(n.message) for n in app._notifications]
        assert said == [t("evenings.none_to_resume")]
        assert ("nieuwe avond met n" if lang == "nl" else "new evening with n") in said[0]


def played_through(names: list[str], planned: int, seed: int) -> Evening:
    """An evening of ``planned`` deals with every one played and scored, not marked finished: as a player leaves
    it on the last deal's score page (or the app stops there), before the closing sheet."""
    rng = random.Random(seed)
    evening = Evening.new(names, ["human"] * len(names), rules=Rules(), first_dealer=0, deals_planned=planned, rng=rng)
    for _ in range(planned):
        fast_forward(evening, lambda d: False, rng)
    evening.persist()
    evening.flush()
    assert not evening.save.finished and evening.is_finished
    return evening


async def test_an_evening_with_all_its_deals_played_is_over_not_to_play_on() -> None:
    """All its planned deals played, but not marked finished (the save of a player who left on the last deal's
    score page): it is over, as the table itself says (``Evening.is_finished``). The start screen names it as over,
    its standings not yet seen (resuming it shows its closing sheet: ``test_finished_evening.py``), beside an
    evening still going, which is resumed at its table."""
    played_through(["Mark", "Nel", "Olga", "Piet"], 2, 9)
    going = saved_evening(TABLES[1], 1, 1)
    infos = list_evenings()[0]
    assert {tuple(i.names): (i.finished, i.closed) for i in infos} == {
        ("Mark", "Nel", "Olga", "Piet"): (True, False),
        tuple(going.names): (False, False),
    }
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = " ".join(screen_text(app).split())
        assert "2 bewaarde avonden" in text and "Eva, Fien, Gijs" in text
        over = next(i for i in infos if i.finished)
        assert f"Mark, Nel, Olga, Piet · {when_text(over.updated)}" in text
        assert text.count(t("evenings.standings_unseen")) == 1
        await pilot.press("v")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, EveningsScreen)
        screen.query_one(OptionList).highlighted = screen.query_one(OptionList).get_option_index(
            str(next(i for i, info in enumerate(screen.evenings) if info.names == TABLES[1]))
        )
        await pilot.press("enter")
        await settle(pilot)
        assert table_screen(app).evening.names == TABLES[1]


async def test_leaving_on_the_last_deals_score_page_leaves_an_evening_that_is_over() -> None:
    """The app itself wrote such a save: the evening was marked finished only once the player went on from the last
    deal's score to the closing sheet. Leaving there (q, or the app stopped) lists it as over, not to resume."""
    from tarot_tui.app.table.screen import TableScreen

    rng = random.Random(3)
    evening = Evening.new(TABLES[0], ["human"] * 4, rules=Rules(), first_dealer=0, deals_planned=1, rng=rng)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        fast_forward(evening, lambda d: len(d.tricks) == 17, rng)  # the last trick to play, at the table
        await app.push_screen(TableScreen(evening))
        for _ in range(20):
            if score_shown(app):
                break
            await step(pilot, rng, keep_score=True)
        assert score_shown(app) and not sheet_shown(app) and evening.deals_done == 1
    evening.flush()
    [info] = list_evenings()[0]
    assert info.finished and info.deals == 1
