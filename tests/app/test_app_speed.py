"""What keeps keystrokes cheap: redraws only when text changes, a hand of constant height, nothing drawn under
the hand-over drawn in the hand's place, full garbage collections at pauses, no subcommand imports to start the game."""

from __future__ import annotations

import contextlib
import gc
import random
import time
from collections.abc import Iterator

import pytest
from harness import LayoutCounter, fast_forward, make_app, new_evening, screen_text, settle, step, table_screen
from rich.text import Text
from textual.app import App, ComposeResult
from textual.visual import VisualType

from tarot_tui.__main__ import wants_subcommand
from tarot_tui.app import app as app_module
from tarot_tui.app.app import NEVER, YOUNG, TarotApp, tidy_memory
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import LINES, HandWidget
from tarot_tui.app.widgets.panels import FixedText
from tarot_tui.engine import Phase


class _CountingText(FixedText):
    updates = 0

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        self.updates += 1
        super().update(content, layout=layout)


class _OneText(App[None]):
    def compose(self) -> ComposeResult:
        yield _CountingText("", id="text")


async def test_fixed_text_redraws_only_when_its_text_changes() -> None:
    app = _OneText()
    async with app.run_test() as pilot:
        widget = app.query_one(_CountingText)
        widget.show(Text("Anna", style="bold"))
        widget.show(Text("Anna", style="bold"))  # the same picture: nothing to do
        widget.show(Text("Anna"))  # same letters, other style: redrawn
        widget.show(Text.assemble(("An", "bold"), "na"))
        widget.show("Anna")
        widget.show("Anna")
        await pilot.pause()
        assert widget.updates == 4


async def test_a_handover_turns_the_hand_face_down_in_its_place_with_no_layout() -> None:
    """A hand-over is drawn in the hand's own place: taking the laptop and playing a card (which turns the hand
    face down for the next person) move no widget and lay out nothing (Textual's ``_refresh_layout`` is never
    called); the face-down hand holds no card, and the table, the hint bar, the log and the status line stay."""
    app = make_app(2)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        fast_forward(evening, lambda deal: len(deal.tricks) == 2 and deal.phase is Phase.TRICKS, random.Random(2))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        table = table_screen(app)
        hand = table.query_one(HandWidget)
        names = ("#tableview", "#hint", "#hand", "#log", "#status", "#keys")
        regions = [table.query_one(name).region for name in names]
        layouts = LayoutCounter(table)
        for _ in range(3):
            assert hand.cover_purpose == "handover" and hand.cards == ()
            assert "Geef de laptop aan" in screen_text(app)
            await pilot.press("enter")
            await settle(pilot)
            assert not hand.is_covered and hand.cards and hand.quick_keys()  # the next person's hand
            await pilot.press(hand.quick_keys()[min(hand.quick_keys())])  # the first card that may be played
            await settle(pilot)
        assert layouts.count == 0
        assert [table.query_one(name).region for name in names] == regions


async def test_the_hand_keeps_its_height_as_cards_and_suits_go() -> None:
    app = make_app(3)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(3)
        heights = set()
        for _ in range(120):
            await step(pilot, rng, bid=lambda deal: "0" if deal.bids else "2")
            await settle(pilot)
            hand = table_screen(app).query_one(HandWidget)
            if hand.size.height:
                heights.add(hand.size.height)
            if any(not played.is_void for played in evening.match.deals if played.deal.phase.is_over):
                break
        else:
            raise AssertionError("no deal was played to the end")
        assert heights == {LINES}  # five lines, whatever the hand still holds


def test_tidy_memory_freezes_what_is_alive_and_turns_the_interpreters_full_collections_off() -> None:
    threshold = gc.get_threshold()
    try:
        tidy_memory()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold()[2] == NEVER
        assert gc.get_threshold()[0] == YOUNG  # a keystroke seldom makes enough objects to start a collection
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


class _Cycle:
    def __init__(self) -> None:
        self.me = self


@contextlib.contextmanager
def tidy_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[TarotApp, list[tuple[int, int]]]]:
    """An app that tidies memory (its idle check every 20 ms, idle after 50 ms, no tidy at pauses), and the
    collections made meanwhile as (generation, objects collected); the process's collector is put back after."""
    threshold = gc.get_threshold()
    monkeypatch.setattr(app_module, "IDLE_CHECK_EVERY", 0.02)
    monkeypatch.setattr(app_module, "IDLE_SECONDS", 0.05)
    monkeypatch.setattr(app_module, "tidy_memory", lambda: None)  # the tidy at pauses is not what is tested
    app = make_app(4)
    app.tidy_gc = True
    collections: list[tuple[int, int]] = []

    def spy(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            collections.append((info["generation"], info["collected"]))

    gc.callbacks.append(spy)
    try:
        yield app, collections
    finally:
        gc.callbacks.remove(spy)
        gc.unfreeze()
        gc.set_threshold(*threshold)


async def test_with_tidy_gc_the_app_collects_garbage_when_nobody_types(monkeypatch: pytest.MonkeyPatch) -> None:
    """The interpreter's own full collections are off; the app collects everything after a moment without keys
    once enough middle-generation collections were made since the last time (not after every one)."""
    with tidy_app(monkeypatch) as (app, collections):
        async with app.run_test(size=(100, 32)) as pilot:
            tidy_memory()
            gc.collect()
            gc.collect(1)
            collections.clear()
            await pilot.pause(0.3)
            assert not any(generation == 2 for generation, _ in collections), "one middle collection: not yet"
            for _ in range(app_module.IDLE_FULL_AFTER):
                _Cycle()
                gc.collect(1)
            assert gc.get_count()[2] >= app_module.IDLE_FULL_AFTER
            collections.clear()
            await pilot.press("down")  # a key: not idle yet
            await pilot.pause(0.3)
            assert any(generation == 2 for generation, _ in collections), "a full collection once the app was idle"
            gc.collect(1)
            collections.clear()
            app._last_input = time.monotonic()  # a key just now: the idle check leaves the garbage be
            app._collect_when_idle()
            assert not collections
            for _ in range(app_module.COLLECT_ANYWAY_AFTER):
                gc.collect(1)
            collections.clear()
            app._collect_when_idle()  # unless it has piled up
            assert any(generation == 2 for generation, _ in collections)


async def test_with_tidy_gc_the_young_objects_of_the_last_keys_are_collected_when_nobody_types(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The young generations are collected at a quiet moment, so that the next key starts a collection seldom."""
    with tidy_app(monkeypatch) as (app, collections):
        async with app.run_test(size=(100, 32)) as pilot:
            tidy_memory()
            gc.collect()
            collections.clear()
            kept = [_Cycle() for _ in range(app_module.IDLE_YOUNG + 100)]
            assert gc.get_count()[0] >= app_module.IDLE_YOUNG
            app._last_input = time.monotonic()  # a key just now: nothing is collected in the middle of keys
            app._collect_when_idle()
            assert not collections
            await pilot.pause(0.3)
            assert any(generation == 1 for generation, _ in collections), "the young ones, once the app was idle"
            assert gc.get_count()[0] < app_module.IDLE_YOUNG
            del kept


async def test_the_collector_is_left_alone_unless_the_game_asks() -> None:
    threshold, frozen = gc.get_threshold(), gc.get_freeze_count()
    app = make_app(4)
    assert not app.tidy_gc
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
    assert gc.get_threshold() == threshold and gc.get_freeze_count() == frozen


@pytest.mark.parametrize(
    ("argv", "wanted"),
    [
        ([], False),
        (["--lang", "en"], False),
        (["--lang=en", "--seed", "3"], False),
        (["score", "--help"], True),
        (["--seed", "3", "export"], True),
        (["-h"], True),
    ],
)
def test_subcommand_modules_are_imported_only_for_a_subcommand(argv: list[str], wanted: bool) -> None:
    assert wants_subcommand(argv) is wanted
