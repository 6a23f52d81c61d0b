"""Drive the app like a table of people would, one decision at a time, and read what the screen shows."""

from __future__ import annotations

import asyncio
import html
import random
import re
from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Select

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.guided import GuideScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.choices import ChoiceBox
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.panels import HINT_LINES, HintBar
from tarot_tui.app.widgets.player_rows import KindSelect
from tarot_tui.engine import EXCUSE, Deal, Phase, cards_of
from tarot_tui.evening import Evening
from tarot_tui.persistence import AppSettings
from tarot_tui.play import AskCard, AskDiscard, AskPoignee
from tarot_tui.play.script import scripted_discard

Policy = Callable[[Deal, random.Random], object]


def make_app(rng_seed: int = 1, **settings: object) -> TarotApp:
    """The app with no pauses and fixed randomness."""
    return TarotApp(settings=AppSettings(bot_pace=0, **settings), rng=random.Random(rng_seed))  # type: ignore[arg-type]


def table_screen(app: TarotApp) -> TableScreen:
    """The table screen under whatever is on top."""
    for screen in reversed(app.screen_stack):
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError(f"no table screen in {[s.id for s in app.screen_stack]}")


class LayoutCounter:
    """Counts the layouts of ``screen`` from now on (Textual's ``Screen._refresh_layout``, its one way in)."""

    def __init__(self, screen: Screen[object]) -> None:
        self.count = 0
        real = screen._refresh_layout

        def counted(*args: object, **kwargs: object) -> object:
            self.count += 1
            return real(*args, **kwargs)  # type: ignore[arg-type]

        screen._refresh_layout = counted  # type: ignore[method-assign, assignment]


def score_shown(app: TarotApp) -> bool:
    """The deal's score (or after it the sheet) covers the table on the current screen."""
    screen = app.screen
    return isinstance(screen, TableScreen) and screen.query_one(ScorePanel).is_up


def sheet_shown(app: TarotApp, *, final: bool | None = None) -> bool:
    """The evening's sheet is on the screen: over the table between deals, or as a screen of its own (``s``).
    ``final``: only the closing sheet (True) or only one between deals (False)."""
    screen = app.screen
    if isinstance(screen, SheetScreen):
        return final is None or screen.final is final
    if not isinstance(screen, TableScreen):
        return False
    page = screen.query_one(ScorePanel).page
    return page == "final" if final else page == "sheet" if final is False else page in ("sheet", "final")


def open_question(app: TarotApp, asking: str | None = None) -> ChoiceBox | None:
    """The decision asked over the table on the current screen (``asking`` it, when given), if one is open."""
    screen = app.screen
    if not isinstance(screen, TableScreen):
        return None
    box = screen.query_one(ChoiceBox)
    if not box.is_open or (asking is not None and box.asking != asking):
        return None
    return box


CHAR_WIDTH = 12.2  # pixels per cell in Textual's SVG export


def hint_shown(bar: HintBar) -> str:
    """The hint line's words as drawn (never more lines than it has), its lines joined."""
    lines = [strip.text.strip() for strip in bar.render_lines(bar.region.reset_offset)]
    assert len(lines) <= HINT_LINES
    return " ".join(line for line in lines if line)


def screen_text(app: TarotApp) -> str:
    """The rendered screen as plain text lines (from the SVG export), spaces kept."""
    svg = app.export_screenshot()
    rows: dict[float, list[tuple[int, str]]] = {}
    pattern = r'<text class="[^"]*-r\d+"[^>]*x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)</text>'
    for match in re.finditer(pattern, svg, re.S):
        x, y, body = match.groups()
        text = html.unescape(re.sub(r"<[^>]+>", "", body)).replace("\xa0", " ")
        rows.setdefault(float(y), []).append((round(float(x) / CHAR_WIDTH), text))
    lines = []
    for _, parts in sorted(rows.items()):
        line = ""
        for col, text in sorted(parts):
            line = line.ljust(col) + text
        lines.append(line.rstrip())
    return "\n".join(lines)


async def settle(pilot: Pilot[int]) -> None:
    """Wait until every widget has handled its messages, the keys held by the App are handed on, and any computer
    player's worker has finished.

    Cheaper than ``pilot.pause()``, which also waits for the CPU to go idle; whole-deal tests make
    hundreds of steps.
    """
    app = pilot.app
    for _ in range(200):
        await pilot._wait_for_screen()
        app.screen._on_timer_update()  # runs the after-refresh callbacks, as a real frame would
        await pilot._wait_for_screen()
        workers = [w for w in app.workers if not w.is_finished]
        key_hold = getattr(app, "key_hold", None)
        if not workers and not (key_hold is not None and key_hold.holding):
            table = next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)
            if table is None or not table.model.busy:
                return
        await asyncio.sleep(0.005)


def covered(screen: object) -> str | None:
    """What the table's hand is face down for: "handover" (pass the laptop), "chien" (shown to all), or None."""
    if not isinstance(screen, TableScreen):
        return None
    return screen.query_one(HandWidget).cover_purpose


async def new_evening_form(pilot: Pilot[int]) -> SetupScreen:
    """The new-evening form, opened from the start screen with its key."""
    await settle(pilot)
    await pilot.press("n")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen)
    return screen


async def open_list(pilot: Pilot[int], select: Select[Any]) -> None:
    """Open the list of a form's drop-down ``select`` as a player does: the focus on it, then Enter."""
    select.screen.set_focus(select)
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    assert select.expanded, f"{select.id}'s list did not open"


async def open_seat_list(pilot: Pilot[int], screen: SetupScreen, seat: int) -> KindSelect:
    """The new-evening form's list of ``seat``'s kind, opened with Enter."""
    kind = screen.query_one(f"#kind-{seat}", KindSelect)
    await open_list(pilot, kind)
    return kind


async def step(
    pilot: Pilot[int],
    rng: random.Random,
    *,
    bid: Callable[[Deal], str] | None = None,
    walk: bool = False,
    keep_score: bool = False,
    guides: list[GuideScreen] | None = None,
) -> str:
    """Make the one decision the screen asks for, as a person would: the flow's prompt says what is asked,
    the scripted person (``tarot_tui.play.script``) what to answer, and the keys do it. Returns what was done."""
    app = pilot.app
    await settle(pilot)
    screen = app.screen
    if isinstance(screen, TableScreen) and screen.query_one(ScorePanel).is_up:
        if not keep_score:  # (``keep_score``: the deal's score stays up, for the caller to look at)
            await pilot.press("enter")
        return "score"
    purpose = covered(screen)
    if purpose is not None:
        await pilot.press("enter")
        return "chien" if purpose == "chien" else "handover"
    if isinstance(screen, SheetScreen):
        await pilot.press("enter")
        return "score"
    if isinstance(screen, GuideScreen):  # (``guides``: kept for the caller, who may have missed it coming up)
        if guides is not None:
            guides.append(screen)
        await pilot.press("enter")
        return "guide"
    table = table_screen(app)  # type: ignore[arg-type]
    deal = table.evening.deal
    prompt = table.model.prompt
    if deal is None or prompt is None:
        return "wait"
    box = open_question(app)  # type: ignore[arg-type]
    if box is not None:
        if box.asking == "bid-dialog":
            key = bid(deal) if bid is not None else rng.choice([c.key for c in box.choices])
        else:
            key = rng.choice([c.key for c in box.choices])
        await pilot.press(key)
        return f"choice {box.asking} {key}"
    hand = table.query_one(HandWidget)
    if isinstance(prompt, AskDiscard):
        for card in scripted_discard(prompt, rng):
            hand.choose_card(card)
            await pilot._wait_for_screen()
        await pilot.press("c")
        return "discard"
    if isinstance(prompt, AskPoignee) and table.model.poignee_size:
        trumps = [c for c in prompt.pool if c != EXCUSE]
        shown = trumps[: table.model.poignee_size] if len(trumps) >= table.model.poignee_size else [*trumps, EXCUSE]
        for card in shown:
            if card not in hand.selected:
                hand.choose_card(card)
                await pilot._wait_for_screen()
        await pilot.press("c")
        return "poignee"
    if isinstance(prompt, AskCard):
        card = rng.choice(prompt.view.legal)
        # Walk the cursor there with the arrow keys, then Enter, or press the card's key letter: the ways a
        # player does it (every other card each way, without drawing on the RNG).
        target = hand.ordered.index(card)
        hand.focus()
        if walk and target % 2:
            await pilot.press(hand.quick_keys()[target])
        elif walk:
            row_of = {index: row for row, line in enumerate(hand._lines()) for index, _ in line}
            for _ in range(60):
                if hand.cursor_shown and hand.cursor == target:
                    break
                down = hand.cursor_shown and row_of[hand.cursor] != row_of[target]
                await pilot.press("down" if down else "right")
            await pilot.press("enter")
        else:
            hand.choose_card(card)
        return "play"
    return "wait"


async def play_until(
    pilot: Pilot[int], done: Callable[[], bool], rng: random.Random, limit: int = 2000, **kw: object
) -> list[str]:
    """Keep deciding until ``done()``; returns the steps taken."""
    steps: list[str] = []
    for _ in range(limit):
        if done():
            return steps
        steps.append(await step(pilot, rng, **kw))  # type: ignore[arg-type]
    raise AssertionError(f"not done after {limit} steps; last steps {steps[-10:]}")


def new_evening(app: TarotApp, names: list[str], seats: list[str] | None = None, **kw: object) -> Evening:
    """An evening created directly (the setup screen has tests of its own)."""
    import tempfile
    from pathlib import Path

    from tarot_tui.engine import Rules

    seats = seats or ["human"] * len(names)
    return Evening.new(
        names,
        seats,  # type: ignore[arg-type]
        rules=kw.pop("rules", Rules()),  # type: ignore[arg-type]
        first_dealer=int(kw.pop("first_dealer", 0)),  # type: ignore[call-overload]
        deals_planned=kw.pop("deals_planned", None),  # type: ignore[arg-type]
        directory=Path(tempfile.mkdtemp()),
        rng=app.rng,
    )


def fast_forward(evening: Evening, until: Callable[[Deal], bool], rng: random.Random, *, bid: str = "garde") -> Deal:
    """Play the current deal through the engine (no UI) with random legal actions until ``until(deal)``.

    The first bidder bids ``bid``; everyone else passes. Returns the deal, stopped where ``until`` said.
    """
    from tarot_tui.engine import Bid, Contract, Discard, Play

    if evening.current is None:
        evening.start_deal()
    deal = evening.deal
    assert deal is not None
    while not deal.phase.is_over and not until(deal):
        if deal.phase is Phase.BIDDING:
            action: object = Bid(Contract[bid.upper().replace("-", "_")] if not deal.bids else None)
        elif deal.phase is Phase.DISCARD:
            action = next(deal.legal_discards())
        elif deal.phase is Phase.TRICKS:
            action = Play(rng.choice(cards_of(deal.legal_plays())))
        else:
            action = rng.choice([a for a in deal.legal_actions()])
        assert isinstance(action, Discard | Play) or True
        evening.apply(action)  # type: ignore[arg-type]
    return deal


def log_text(app: TarotApp) -> str:
    """Everything the deal log holds (the visible part and what scrolled away)."""
    from tarot_tui.app.widgets.panels import DealLog

    log = table_screen(app).query_one(DealLog)  # (its lines as written: the log is not drawn under the score)
    return "\n".join(line.plain for line in log.texts)


PEOPLE = ["Anna", "Bram", "Cees", "Dirk", "Eva"]
"""Names for an evening of people."""


async def seated(pilot: Pilot[int], evening: Evening) -> TableScreen:
    """``evening``'s table opened over what is on screen, past the hand-over curtain of whoever is to move."""
    table = TableScreen(evening)
    await pilot.app.push_screen(table)
    await settle(pilot)
    await step(pilot, random.Random(1))  # the curtain
    await settle(pilot)
    return table


async def table_of_people(pilot: Pilot[int], players: int, until: Callable[[Deal], bool], seed: int = 8) -> TableScreen:
    """An evening of ``players`` people, its first deal played on (``fast_forward``) to ``until``, at its table."""
    evening = new_evening(pilot.app, PEOPLE[:players], ["human"] * players, deals_planned=4)  # type: ignore[arg-type]
    fast_forward(evening, until, random.Random(seed))
    return await seated(pilot, evening)
