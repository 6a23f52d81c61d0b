"""Every screen of the app, reached as a test needs it: the key bar tests and the 80×24 snapshots walk the same
list. Each route takes the pilot of a fresh app and leaves its screen on top, settled."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable

from harness import fast_forward, new_evening, settle, step
from textual.pilot import Pilot

from tarot_tui.app.screens.dialogs import ConfirmScreen, MessageScreen
from tarot_tui.app.screens.draw import DrawScreen
from tarot_tui.app.screens.keeper import KeeperSheetScreen
from tarot_tui.app.screens.keeper_deal import KeptDealScreen
from tarot_tui.app.screens.lessons import LessonDoneScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.engine import Deal, Phase, Rules, draw_first_dealer
from tarot_tui.evening import Evening
from tarot_tui.lessons import course
from tarot_tui.persistence import KeptDeal
from tarot_tui.sheets.keeper import KeeperEvening

Route = Callable[[Pilot[int]], Awaitable[None]]
NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]


async def _press(pilot: Pilot[int], *keys: str) -> None:
    await settle(pilot)
    await pilot.press(*keys)
    await settle(pilot)
    await pilot.pause()


def _evening(pilot: Pilot[int], players: int = 4, seats: list[str] | None = None) -> Evening:
    return new_evening(pilot.app, NAMES[:players], seats or ["human"] * players, deals_planned=4)  # type: ignore[arg-type]


async def _table(pilot: Pilot[int], evening: Evening, *, lift: bool = True) -> None:
    await pilot.app.push_screen(TableScreen(evening))
    await settle(pilot)
    if lift:
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
    await pilot.pause()


def table_at(until: Callable[[Deal], bool], players: int = 4, *, lift: bool = True) -> Route:
    """A hot-seat table of ``players`` with its deal fast-forwarded to ``until``."""

    async def route(pilot: Pilot[int]) -> None:
        evening = _evening(pilot, players)
        fast_forward(evening, until, random.Random(8))
        await _table(pilot, evening, lift=lift)

    return route


def _playing(deal: object) -> bool:
    return len(deal.tricks) == 5 and len(deal.trick_cards) == 2  # type: ignore[attr-defined]


async def start(pilot: Pilot[int]) -> None:
    await settle(pilot)
    await pilot.pause()


def keys(*pressed: str) -> Route:
    """The screen the start screen's keys open."""

    async def route(pilot: Pilot[int]) -> None:
        await _press(pilot, *pressed)

    return route


async def chien(pilot: Pilot[int]) -> None:
    """The chien shown to everyone (a Prise, R6.1)."""
    evening = _evening(pilot)
    fast_forward(evening, lambda d: len(d.bids) == 4, random.Random(8), bid="prise")
    await _table(pilot, evening, lift=False)


async def score(pilot: Pilot[int]) -> None:
    evening = _evening(pilot)
    fast_forward(evening, lambda d: False, random.Random(8))
    await _table(pilot, evening, lift=False)


async def sheet_between(pilot: Pilot[int]) -> None:
    await score(pilot)
    await _press(pilot, "enter")


async def sheet_screen(pilot: Pilot[int]) -> None:
    evening = _evening(pilot)
    for seed in range(3):
        fast_forward(evening, lambda d: False, random.Random(seed))
    await pilot.app.push_screen(SheetScreen(evening))
    await settle(pilot)


async def deal_score(pilot: Pilot[int]) -> None:
    """The sheet's b, then ←: deal 2's score page of three."""
    await sheet_screen(pilot)
    await _press(pilot, "b", "left")


async def review(pilot: Pilot[int]) -> None:
    await table_at(_playing)(pilot)
    await _press(pilot, "r")


async def analysis(pilot: Pilot[int]) -> None:
    evening = _evening(pilot, seats=["human", "beginner", "beginner", "beginner"])
    fast_forward(evening, lambda d: False, random.Random(8))
    await _table(pilot, evening, lift=False)
    await _press(pilot, "a")


async def leave(pilot: Pilot[int]) -> None:
    """The question before the table is left."""
    await table_at(_playing)(pilot)
    await _press(pilot, "q")
    assert isinstance(pilot.app.screen, ConfirmScreen)


async def message(pilot: Pilot[int]) -> None:
    await settle(pilot)
    await pilot.app.push_screen(MessageScreen("Titel", "Een bericht om te lezen."))
    await settle(pilot)


async def draw(pilot: Pilot[int]) -> None:
    first, drawn = draw_first_dealer(4, random.Random(3))
    evening = Evening.new(NAMES[:4], ["human"] * 4, rules=Rules(), first_dealer=first, draw=drawn, autosave=False)
    table = TableScreen(evening)
    await pilot.app.push_screen(DrawScreen(evening, table))
    await settle(pilot)


def _kept_evening() -> KeeperEvening:
    evening = KeeperEvening.new(NAMES[:5], rules=Rules(), first_dealer=4)
    evening.add(KeptDeal(taker=0, contract="garde", called="KH", partner=2, attack_half_points=92, bouts=2))
    evening.add(KeptDeal())
    return evening


async def keeper_sheet(pilot: Pilot[int]) -> None:
    await settle(pilot)
    await pilot.app.push_screen(KeeperSheetScreen(_kept_evening()))
    await settle(pilot)


async def keeper_deal(pilot: Pilot[int]) -> None:
    evening = _kept_evening()
    await settle(pilot)
    await pilot.app.push_screen(KeeperSheetScreen(evening))
    await pilot.app.push_screen(KeptDealScreen(evening))
    await settle(pilot)


async def evenings(pilot: Pilot[int]) -> None:
    """The list of unfinished evenings to resume from (two saved)."""
    for seed in range(2):
        evening = Evening.new(NAMES[:4], ["human"] * 4, rules=Rules(), first_dealer=0, rng=random.Random(seed))
        fast_forward(evening, lambda d: len(d.bids) == 1, random.Random(seed))
        evening.persist()
        evening.flush()
    await settle(pilot)
    await _press(pilot, "v")


async def lesson_done(pilot: Pilot[int]) -> None:
    await _press(pilot, "l")
    first = course()[0]
    await pilot.app.push_screen(LessonDoneScreen(first, 1, done={first.id}))
    await settle(pilot)


async def phones_page(pilot: Pilot[int]) -> None:
    """A table with a seat on a phone: its address comes up by itself while the phone is missing."""
    evening = _evening(pilot, seats=["human", "human", "human", "beginner"])
    evening.set_phone(1, True)
    await pilot.app.push_screen(TableScreen(evening))
    await settle(pilot)
    await pilot.pause()


SCREENS: dict[str, Route] = {
    "start": start,
    "setup": keys("n"),
    "settings": keys("i"),
    "rules": keys("r"),
    "stats": keys("s"),
    "lessons": keys("l"),
    "lesson-done": lesson_done,
    "keeper": keys("k"),
    "keeper-sheet": keeper_sheet,
    "keeper-deal": keeper_deal,
    "evenings": evenings,
    "draw": draw,
    "table-curtain": table_at(lambda d: len(d.tricks) == 3 and len(d.trick_cards) == 1, lift=False),
    "table-bidding": table_at(lambda d: len(d.bids) == 1),
    "table-chien": chien,
    "table-ecart": table_at(lambda d: d.phase is Phase.DISCARD),
    "table-play": table_at(_playing),
    "table-play-3": table_at(_playing, 3),
    "table-play-5": table_at(_playing, 5),
    "table-score": score,
    "table-sheet": sheet_between,
    "sheet": sheet_screen,
    "deal-score": deal_score,
    "review": review,
    "analysis": analysis,
    "leave-dialog": leave,
    "message": message,
    "phones": phones_page,
}
"""Every screen, by a name the tests are parametrised with."""
