"""Hot-seat privacy, checked on every frame Textual draws: no card of a hand other than the person's holding the
laptop, no hand at all while a hand-over is due, and, with several people at the table, none while a computer is
to move (the trick, the table and the log stay visible). One person against computers holds the laptop all
evening, so their hand stays up during the computers' turns. Tables of people only, and people mixed with
computer players; with the pause after a trick."""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

import pytest
from harness import make_app, new_evening, settle, step, table_screen
from rich.cells import cell_len
from textual import messages

from tarot_tui.app.table import screen as table_module
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.engine import Deal, Phase, cards_of
from tarot_tui.i18n import card_short
from tarot_tui.play import ComputerTurn, HandOver

TOKEN = re.compile(r"[♠♥♦♣](?:10|[2-9]|1|[KVRB])(?!\d)|T(?:2[01]|1\d|[1-9])(?!\d)|EXC")
CONTROL = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])")


class VirtualTerminal:
    """What the terminal shows: the frames Textual writes, applied cell by cell (a partial update only rewrites
    pieces of lines, so a frame's text alone is not the screen: a card's name can be split by a cursor move)."""

    def __init__(self, width: int, height: int) -> None:
        self.cells = [[" "] * width for _ in range(height)]
        self.x = self.y = 0

    def feed(self, text: str) -> None:
        at = 0
        for match in CONTROL.finditer(text):
            self._write(text[at : match.start()])
            at = match.end()
            if match.group(2) == "H":  # cursor position, 1-based row;column
                row, _, column = match.group(1).partition(";")
                self.y, self.x = int(row or 1) - 1, int(column or 1) - 1
        self._write(text[at:])

    def _write(self, text: str) -> None:
        for char in text:
            if char in "\r\n":
                continue  # every line of a frame starts with its own cursor move
            if 0 <= self.y < len(self.cells) and 0 <= self.x < len(self.cells[0]):
                self.cells[self.y][self.x] = char
            self.x += cell_len(char)

    @property
    def screen(self) -> str:
        return "\n".join("".join(row) for row in self.cells)


def shown_cards(text: str) -> set[int]:
    """Every card written on the screen, by its Dutch short name."""
    names = {card_short(card, "nl"): card for card in range(78)}
    return {names[token] for token in TOKEN.findall(text) if token in names}


def public_cards(deal: Deal) -> set[int]:
    """Cards everyone at the table has seen."""
    seen: set[int] = set(deal.trick_cards)
    for _, cards, _ in deal.tricks:
        seen |= set(cards)
    for shown in deal.poignees.values():
        seen |= set(shown)
    if deal.contract is not None and deal.contract.chien_shown and deal.phase is not Phase.CALL:
        seen |= set(cards_of(deal.chien))
    seen |= {c for c in cards_of(deal.ecart) if c < 21}
    if deal.phase.is_over:
        seen |= set(cards_of(deal.chien | deal.ecart))
    if deal.called_card is not None:
        seen.add(deal.called_card)  # the 5-player call is said aloud (R5.2)
    if deal.phase is Phase.CALL:
        seen |= set(deal.callable_cards())  # the cards one may call are named, not shown
    return seen


class FrameWatch:
    """Reads every frame the app draws and checks it against what may be seen at that moment."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.frames = 0
        self.covered_frames = 0
        self.hand_during_computers = 0
        """Frames of a computer's turn with the lone person's hand up."""
        self.turns: list[ComputerTurn] = []
        """The computers' turns, as they moved."""
        self.checked: list[ComputerTurn] = []
        """The computers' turns the screen was checked during."""
        self.leaks: list[str] = []
        self.named: set[int] = set()
        """The cards the 5-player taker could call, named aloud at the call (R5.2): the call's question may still
        be drawn for a frame after it was answered."""
        self.terminal: VirtualTerminal | None = None
        real = app._display  # the one place a frame reaches the terminal (Textual has no public hook for it)

        def display(screen: Any, renderable: Any) -> None:
            real(screen, renderable)
            # A compositor update (full or partial) renders to the terminal's text with render_segments.
            if not hasattr(renderable, "render_segments"):
                return
            if self.terminal is None:
                self.terminal = VirtualTerminal(*app.size)
            self.terminal.feed(renderable.render_segments(app.console))
            if isinstance(screen, TableScreen):
                self.check(screen, self.terminal.screen)

        app._display = display

    def holding_moves(self, real: Any) -> Any:
        """``TableScreen.computer_decided`` for ``monkeypatch``: a computer's move waits for the next frame, and the
        screen as the terminal shows it then (that frame, or the one before when the turn changed nothing on the
        screen) is checked with the turn still to move. So every turn is checked, however the computers' pace (a
        timer) and Textual's frames fall on a loaded machine: without it a computer could move before any frame
        was drawn during its turn, and how many turns the frames saw depended on the load."""

        def decided(table: TableScreen, turn: ComputerTurn, action: Any) -> None:
            if turn in self.turns:  # (the same turn decided again: not held twice)
                real(table, turn, action)
                return
            self.turns.append(turn)

            def move() -> None:
                if turn not in self.checked and self.terminal is not None and self.app.screen is table:
                    self.check(table, self.terminal.screen)
                real(table, turn, action)

            table.call_after_refresh(move)

        return decided

    def check(self, table: TableScreen, text: str) -> None:
        deal = table.evening.deal
        flow = table.model.flow
        if deal is None or flow is None:
            return
        self.frames += 1
        if deal.phase is Phase.CALL:
            self.named |= set(deal.callable_cards())
        allowed = public_cards(deal) | self.named
        viewer = flow.viewer
        if viewer is not None:
            seat = table.evening.deal_seat(viewer)
            assert seat is not None
            allowed |= set(cards_of(deal.hands[seat]))
            if seat == deal.taker:
                allowed |= set(cards_of(deal.ecart))
        else:
            self.covered_frames += 1
        prompt = flow.next() if not table.model.busy else None
        if isinstance(prompt, ComputerTurn) and prompt not in self.checked:
            self.checked.append(prompt)
        alone = len(table.evening.humans()) == 1  # one person holds the laptop all evening
        if isinstance(prompt, HandOver) and viewer is not None:
            self.leaks.append("a hand is on screen during HandOver")
        if isinstance(prompt, ComputerTurn) and viewer is not None:
            if alone:
                self.hand_during_computers += 1
            else:
                self.leaks.append("a hand is on screen during ComputerTurn")
        leaked = shown_cards(text) - allowed
        if leaked:
            who = "nobody's" if viewer is None else table.evening.names[viewer]
            owners = {table.evening.names[s] for s in range(deal.players) if leaked & set(cards_of(deal.hands[s]))}
            hand = table.query_one(HandWidget)
            self.leaks.append(
                f"frame {self.frames} ({who} hand allowed) shows {sorted(card_short(c) for c in leaked)} of"
                f" {sorted(owners)}; waiting for {type(prompt).__name__}, the hand holds {len(hand.cards)} cards"
                f" under the cover {hand.cover_purpose!r}"
            )


def draw_at_every_repaint(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The frames of a loaded machine, made to happen: each widget asks the screen for its repaint from its own
    message loop, which may run late (here each such request is held back 0-3 ms at random), and a frame is drawn
    as soon as the table screen has taken in a repaint and has nothing else queued (its timer fires whenever its
    loop waits). So the repaints of the widgets one key changed reach the screen apart, in any order, with frames
    between them: a frame of the trick with the card just played above the hand of the person who played it (the
    next person's hand-over one frame later), which a quiet machine hardly ever draws, is drawn every time."""
    rng = random.Random(seed)
    real_update, real_post = TableScreen._on_update, TableScreen.post_message

    async def on_update(screen: TableScreen, message: Any) -> None:
        await real_update(screen, message)
        if screen.is_current and screen._dirty_widgets and screen._message_queue.empty():
            screen._on_timer_update()

    def post_message(screen: TableScreen, message: Any) -> bool:
        if isinstance(message, messages.Update) and asyncio.current_task() is message.widget._task:  # its own loop
            asyncio.get_running_loop().call_later(rng.uniform(0, 0.003), real_post, screen, message)
            return True
        return real_post(screen, message)

    monkeypatch.setattr(TableScreen, "_on_update", on_update)
    monkeypatch.setattr(TableScreen, "post_message", post_message)


SEATINGS = [
    ["human", "human", "human", "human"],
    ["human", "beginner", "beginner", "beginner"],
    ["beginner", "human", "random", "human"],
    ["human", "human", "random"],
    ["human", "random", "human", "beginner", "human"],
]


@pytest.mark.parametrize("seats", SEATINGS, ids=lambda s: "-".join(x[0] for x in s))
async def test_no_frame_shows_a_card_it_must_not(seats: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A scripted evening of one deal at each table, with the computers' pace and the pause after each trick, and a
    frame at every repaint."""
    monkeypatch.setattr(table_module, "TRICK_PAUSE", 0.01)
    draw_at_every_repaint(monkeypatch, 21)
    app = make_app(21)
    app.settings = app.settings.model_copy(update={"bot_pace": 0.005})
    names = ["Anna", "Bram", "Cees", "Dirk", "Eva"][: len(seats)]
    async with app.run_test(size=(110, 34)) as pilot:
        watch = FrameWatch(app)
        monkeypatch.setattr(TableScreen, "computer_decided", watch.holding_moves(TableScreen.computer_decided))
        evening = new_evening(app, names, seats, deals_planned=1)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(21)
        for _ in range(3000):
            if evening.deals_done >= 1:
                break
            await settle(pilot)
            await step(pilot, rng, bid=lambda deal: "2" if not any(c for _, c in deal.bids) else "0", walk=True)
        assert evening.deals_done >= 1
        assert not watch.leaks, watch.leaks[:5]
        assert watch.frames > 60
        assert all(turn in watch.checked for turn in watch.turns)  # every computer's turn was looked at
        assert len(watch.turns) >= 10 * (len(seats) - seats.count("human"))  # (each computer bids and plays)
        if seats.count("human") > 1:
            assert watch.covered_frames > 10 and watch.hand_during_computers == 0
        else:
            assert watch.hand_during_computers >= len(watch.turns)  # the hand stays up while the computers play
        assert table_screen(app).model.flow.evening is not None


async def test_a_resumed_hot_seat_evening_starts_covered() -> None:
    from tarot_tui.evening import Evening

    app = make_app(22)
    async with app.run_test(size=(110, 34)) as pilot:
        watch = FrameWatch(app)
        evening = new_evening(app, ["Anna", "Bram", "Cees"], deals_planned=2)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(22)
        for _ in range(12):
            await step(pilot, rng)
        await settle(pilot)
        evening.flush()
        table_screen(app).leave()
        await settle(pilot)
        assert evening.path is not None
        resumed = Evening.load(evening.path)
        await app.push_screen(TableScreen(resumed))
        await settle(pilot)
        table = table_screen(app)
        assert table.model.flow.viewer is None
        assert isinstance(table.model.prompt, HandOver)
        assert not watch.leaks, watch.leaks[:5]


async def test_the_hint_about_a_card_kept_goes_down_with_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cursor rests on a card, which the hint line names, and another card is played by its key: no frame
    after it shows the card kept, not even in the hint line under the next hand-over."""
    from tarot_tui.app.widgets.panels import HintBar
    from tarot_tui.play import AskCard

    draw_at_every_repaint(monkeypatch, 23)
    app = make_app(23)
    async with app.run_test(size=(110, 34)) as pilot:
        watch = FrameWatch(app)
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=1)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(23)
        tried = 0
        for _ in range(600):
            await settle(pilot)
            table = table_screen(app)
            prompt = table.model.prompt
            hand = table.query_one(HandWidget)
            if isinstance(prompt, AskCard) and not hand.is_covered and len(prompt.view.legal) > 1:
                hand.focus()
                await pilot.press("right")  # the cursor comes on the first card that may be played
                await settle(pilot)
                kept = hand.current_card
                assert kept is not None and card_short(kept, "nl") in str(table.query_one(HintBar).render())
                played = next(c for c in prompt.view.legal if c != kept)
                await pilot.press(hand.quick_keys()[hand.ordered.index(played)])
                await settle(pilot)
                assert isinstance(table.model.prompt, HandOver) or table.model.busy
                tried += 1
                if tried == 4:
                    break
                continue
            await step(pilot, rng, bid=lambda deal: "2" if not any(c for _, c in deal.bids) else "0")
        assert tried == 4
        assert not watch.leaks, watch.leaks[:5]
