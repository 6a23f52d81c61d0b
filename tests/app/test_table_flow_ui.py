"""Pilot tests of what the turn flow brings to the table screen: undo, the trick review, cards played for their
owner, and a header that names who is really to move."""

from __future__ import annotations

import random

import pytest
from harness import make_app, new_evening, screen_text, settle, step, table_screen

from tarot_tui.app.screens.review import ReviewScreen
from tarot_tui.app.table.paint import TablePainter
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.engine import Play, record_of
from tarot_tui.i18n import card_short
from tarot_tui.play import AskBid, AskCard, ComputerTurn, HandOver


async def to_prompt(pilot, kind: type, rng: random.Random, limit: int = 400) -> None:  # type: ignore[no-untyped-def]
    """Play on until the table asks ``kind``."""
    for _ in range(limit):
        await settle(pilot)
        table = table_screen(pilot.app)
        if isinstance(table.model.prompt, kind) and pilot.app.screen is table:
            return
        await step(pilot, rng, bid=lambda deal: "1" if not any(c for _, c in deal.bids) else "0")
    raise AssertionError(f"never asked {kind.__name__}")


async def test_undo_a_card_against_computers() -> None:
    app = make_app(31)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(31)
        await to_prompt(pilot, AskCard, rng)
        table = table_screen(app)
        deal = evening.deal
        assert deal is not None
        before = record_of(deal)
        view = table.model.prompt.view  # type: ignore[union-attr]
        await step(pilot, rng)  # plays a card; the computers answer
        await settle(pilot)
        assert len(deal.history) > len(before.actions)
        assert "u" in screen_text(app).splitlines()[-1]  # the key bar offers it
        await pilot.press("u")
        await settle(pilot)
        assert record_of(deal) == before  # the card and the computers' answers are gone, on disk too
        assert isinstance(table.model.prompt, AskCard) and table.model.prompt.view == view
        from tarot_tui.app.widgets.panels import DealLog

        recent = [line.plain for line in table.query_one(DealLog).recent]
        assert recent[-1] == "Anna neemt de laatste beslissing terug."  # the log says so, after the deal as it stands
        assert not any(line.startswith("Slag") for line in recent) or len(deal.tricks) > 0
        assert evening.path is not None
        from tarot_tui.evening import Evening

        evening.flush()
        assert record_of(Evening.load(evening.path).deal) == before  # type: ignore[arg-type]


async def test_undo_on_the_curtain_covers_again_for_the_person_taking_back() -> None:
    app = make_app(32)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(32)
        await to_prompt(pilot, AskBid, rng)
        table = table_screen(app)
        first = table.model.prompt.seat  # type: ignore[union-attr]
        await pilot.press("0")  # pass
        await settle(pilot)
        assert isinstance(table.model.prompt, HandOver) and table.model.prompt.seat != first
        await pilot.press("u")
        await settle(pilot)
        assert isinstance(table.model.prompt, HandOver) and table.model.prompt.seat == first
        assert "Geef de laptop aan " + evening.names[first] in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(table.model.prompt, AskBid) and table.model.prompt.seat == first
        assert evening.deal is not None and not evening.deal.bids
        await pilot.press("0")
        await settle(pilot)
        await pilot.press("enter")  # the next person takes the laptop: the pass is final
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert len(evening.deal.bids) == 1


async def test_review_lists_every_finished_trick() -> None:
    app = make_app(33)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(33)
        for _ in range(400):
            await settle(pilot)
            if (
                evening.deal is not None
                and len(evening.deal.tricks) >= 3
                and isinstance(table_screen(app).model.prompt, AskCard)
            ):
                break
            await step(pilot, rng, bid=lambda deal: "1" if not any(c for _, c in deal.bids) else "0")
        deal = evening.deal
        assert deal is not None and len(deal.tricks) >= 3
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen)
        text = screen_text(app)
        for number, (leader, cards, winner) in enumerate(deal.tricks, start=1):
            names = evening.names
            assert f"Slag {number} · {names[leader]} komt uit · voor {names[winner]} · " in text
            assert all(card_short(card) in text for card in cards)
        assert text.count("punten") == len(deal.tricks)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize(
    "seats",
    [["human"] * 4, ["human", "beginner", "beginner", "beginner"]],
    ids=["four-people", "one-person"],
)
async def test_forced_cards_are_asked_at_a_table_of_people_and_played_for_one_person(seats: list[str]) -> None:
    """Several people: a card that is its owner's only one is asked for after its hand-over like any other, and
    the log says nothing of it, except in the last trick, when every hand holds one card (docs/privacy.md). One
    person against computers: it is played for them, with a line in the log."""
    app = make_app(34)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], seats, deals_planned=1)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(34)
        asked_forced = 0
        forced_lines: list[tuple[str, int]] = []  # (line, tricks finished when it was written)
        from tarot_tui.app.widgets.panels import DealLog

        log = table_screen(app).query_one(DealLog)
        real_tell = log.tell

        def tell(lines):  # type: ignore[no-untyped-def]
            lines = list(lines)
            tricks = len(evening.deal.tricks) if evening.deal is not None else 0
            forced_lines.extend((line.plain, tricks) for line, _ in lines if "vanzelf gespeeld" in line.plain)
            real_tell(lines)

        log.tell = tell  # type: ignore[method-assign]
        for _ in range(900):
            await settle(pilot)
            if evening.deals_done >= 1:
                break
            prompt = table_screen(app).model.prompt
            if isinstance(prompt, AskCard) and len(prompt.view.legal) == 1:
                asked_forced += 1
            await step(pilot, rng, bid=lambda deal: "1" if not any(c for _, c in deal.bids) else "0")
        assert evening.deals_done >= 1
        if evening.match.deals[0].is_void:
            return
        last = evening.match.deals[0].deal.size - 1
        if seats.count("human") > 1:
            assert asked_forced > 0
            assert len(forced_lines) == 4 and all(tricks >= last for _, tricks in forced_lines), forced_lines
        else:
            assert asked_forced == 0
            assert any(tricks < last for _, tricks in forced_lines)


async def test_the_header_names_the_computer_that_is_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(35)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        table = TableScreen(evening)
        shown: list[str] = []
        real = TablePainter.picture

        def spy(painter: TablePainter) -> bool:
            painted = real(painter)
            if isinstance(table.model.prompt, ComputerTurn):
                status = str(table.query_one("#status").render())
                shown.append(status)
                assert evening.names[table.model.prompt.seat] + " denkt na" in status, status
                assert "Anna" not in status.split("·")[-1]
            return painted

        monkeypatch.setattr(TablePainter, "picture", spy)
        await app.push_screen(table)
        rng = random.Random(35)
        await to_prompt(pilot, AskCard, rng)
        assert shown


async def test_a_refused_card_changes_nothing() -> None:
    app = make_app(36)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(36)
        for _ in range(200):
            await to_prompt(pilot, AskCard, rng)
            table = table_screen(app)
            prompt = table.model.prompt
            assert isinstance(prompt, AskCard)
            refused = [c for c in prompt.view.hand if c not in prompt.view.legal]
            if refused:
                before = record_of(evening.deal)  # type: ignore[arg-type]
                assert not table.submit(Play(refused[0]))
                assert record_of(evening.deal) == before and table.model.prompt is prompt  # type: ignore[arg-type]
                return
            await step(pilot, rng)
        raise AssertionError("no refusable card in the whole deal")


async def test_names_that_look_like_markup_at_a_hot_seat_table() -> None:
    """The curtain, the chien, the questions and the log draw names as they were typed (no markup)."""
    app = make_app(37)
    names = ["[b]x[/i]", "Piet[/b]", "[red]Rood"]
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, names, deals_planned=1)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(37)
        seen = set()
        for _ in range(300):
            await settle(pilot)
            if evening.deals_done >= 1:
                break
            text = screen_text(app)
            seen |= {name for name in names if name in text}
            await step(pilot, rng, bid=lambda deal: "1" if not any(c for _, c in deal.bids) else "0")
        assert evening.deals_done >= 1
        assert seen == set(names)


async def test_every_move_told_in_the_log_for_screen_readers(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With the setting on, the log has a line for every card played, every change of turn and a refused card
    (issue 13: a reader that follows the text can play); off, none of them."""
    from tarot_tui.app.widgets.hand import HandWidget
    from tarot_tui.app.widgets.panels import DealLog, HintBar

    told: list[str] = []
    tell = DealLog.tell

    def keep(log, lines):  # type: ignore[no-untyped-def]
        lines = list(lines)
        told.extend(line.plain for line, _ in lines)
        tell(log, lines)

    monkeypatch.setattr(DealLog, "tell", keep)
    for every_move in (True, False):
        told.clear()
        app = make_app(33)
        async with app.run_test(size=(120, 40)) as pilot:
            app.settings = app.settings.model_copy(update={"tell_every_move": every_move, "bot_pace": 0})
            evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
            await app.push_screen(TableScreen(evening))
            rng = random.Random(33)
            await to_prompt(pilot, AskCard, rng)
            table = table_screen(app)
            deal = evening.deal
            assert deal is not None
            hand = table.query_one(HandWidget)
            refused = next((c for c in hand.cards if c not in hand.playable), None)
            refusal = None
            assert refused is not None  # this seed: Anna follows a suit
            if every_move:  # Enter on a dimmed card (reached with the mouse, say)
                hand.choose_card(refused)
                await settle(pilot)
                refusal = str(table.query_one(HintBar).render())
                assert "R9" in refusal
            while len(deal.tricks) < 2:
                await step(pilot, rng)
                await settle(pilot)
            played = [line for line in told if " speelt " in line]
            turns = [line for line in told if line.startswith("Aan de beurt: ")]
            if not every_move:
                assert not played and not turns
                continue
            cards = [card for _, trick, _ in deal.tricks for card in trick] + list(deal.trick_cards)
            assert [line.rsplit(" ", 1)[1] for line in played] == [card_short(card) for card in cards]
            assert {"Aan de beurt: Anna.", "Aan de beurt: Bram.", "Aan de beurt: Cees."} <= set(turns)
            # a turn line comes before each card of another seat than the card before it
            assert len(turns) >= len({line.split(" ", 1)[0] for line in played})
            assert refusal is not None and refusal in told  # the refusal is a line of the log too


async def test_a_refusal_stays_off_the_log_at_a_table_of_people(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With every move told, a refusal ("you still hold ♥, so you must follow ♥", R9.4.3) says what a hand holds.
    At a table of several people the log stays on the screen after the laptop has changed hands, so the refusal is
    on the hint line only, which goes with the hand (docs/privacy.md)."""
    from tarot_tui.app.widgets.hand import HandWidget
    from tarot_tui.app.widgets.panels import DealLog, HintBar

    told: list[str] = []
    tell = DealLog.tell

    def keep(log, lines):  # type: ignore[no-untyped-def]
        lines = list(lines)
        told.extend(line.plain for line, _ in lines)
        tell(log, lines)

    monkeypatch.setattr(DealLog, "tell", keep)
    app = make_app(33)
    async with app.run_test(size=(120, 40)) as pilot:
        app.settings = app.settings.model_copy(update={"tell_every_move": True, "bot_pace": 0})
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(33)
        for _ in range(40):
            await to_prompt(pilot, AskCard, rng)
            hand = table_screen(app).query_one(HandWidget)
            refused = next((c for c in hand.cards if c not in hand.playable), None)
            if refused is not None:
                break
            await step(pilot, rng)
        assert refused is not None
        hand.choose_card(refused)
        await settle(pilot)
        refusal = str(table_screen(app).query_one(HintBar).render())
        assert "R9" in refusal
        assert refusal not in told
        assert any(line.startswith("Aan de beurt: ") for line in told)  # every move is told otherwise


async def test_the_chien_reveal_names_who_takes_the_laptop_even_at_80_columns() -> None:
    """At a table of people the chien is shown to all, then the taker takes the laptop: the last line of the
    curtain says so, and is not cut off at 80×24 (it was: the taker's hand came after an anonymous Enter)."""
    from tarot_tui.play import ChienReveal

    app = make_app(34)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        await app.push_screen(TableScreen(evening))
        rng = random.Random(34)
        for _ in range(60):
            await settle(pilot)
            table = table_screen(app)
            if isinstance(table.model.prompt, ChienReveal):
                break
            await step(pilot, rng, bid=lambda deal: "1" if not any(c for _, c in deal.bids) else "0")
        prompt = table.model.prompt
        assert isinstance(prompt, ChienReveal) and prompt.hand_to is not None
        taker = evening.names[prompt.hand_to]
        text = screen_text(app)
        assert f"{taker}: druk op Enter als niemand anders" in text, text


async def _refused_picture(keys: tuple[str, ...]) -> tuple[str, int, int | None]:
    """A table with hints off at a card the rules refuse (the last card of the hand, R9.4.3), after ``keys``: the
    picture, the cards played so far, and the card under the cursor."""
    from harness import fast_forward

    from tarot_tui.app.widgets.hand import HandWidget
    from tarot_tui.engine import Phase

    app = make_app(8, hints=False)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=4)
        fast_forward(evening, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2, random.Random(8))
        assert evening.deal is not None and evening.deal.phase is Phase.TRICKS
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
        await pilot.press(*keys)
        await settle(pilot)
        hand = table_screen(app).query_one(HandWidget)
        return app.export_screenshot(), len(evening.deal.history), hand.current_card


async def test_a_refused_key_letter_shows_the_same_as_the_cursor_and_enter() -> None:
    """With hints off every card has a letter; a card's letter moves the cursor onto it without a frame of its own,
    so when the rules refuse the card the hand is drawn again: the same picture as the arrows and Enter give."""
    from tarot_tui.app.widgets.hand import QUICK_KEYS

    by_arrows = await _refused_picture(("end", "enter"))
    hand_size = 18 - 5  # four players, five tricks played
    by_letter = await _refused_picture((QUICK_KEYS[hand_size - 1],))
    assert by_letter[1] == by_arrows[1]  # nothing was played
    assert by_letter[2] is not None and by_letter[2] == by_arrows[2]
    assert by_letter[0] == by_arrows[0]
    # Back to the card the cursor was on before the letter: the hint is that card's again, not the refusal.
    back_by_arrows = await _refused_picture(("right", "end", "enter", "home"))
    back_by_letter = await _refused_picture(("right", QUICK_KEYS[hand_size - 1], "home"))
    assert back_by_letter[2] == back_by_arrows[2]
    assert back_by_letter[0] == back_by_arrows[0]


@pytest.mark.parametrize("person_takes", [False, True], ids=["computer-takes", "person-takes"])
async def test_one_person_keeps_their_hand_while_the_chien_is_shown(person_takes: bool) -> None:
    """One person against computers (issue 27): while the chien is shown (R6.1) their hand stays up and the chien
    lies in the middle of the table; nobody presses Enter for it (the taker goes straight to the écart)."""
    from tarot_tui.app.widgets.hand import HandWidget
    from tarot_tui.i18n import t

    app = make_app(36)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(
            app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"], first_dealer=1
        )
        await app.push_screen(TableScreen(evening))
        rng = random.Random(36)
        table = table_screen(app)
        hand = table.query_one(HandWidget)
        seen: list[tuple[bool, tuple[int, ...], tuple[int, ...]]] = []
        steps: list[str] = []
        for _ in range(400):
            await settle(pilot)
            deal = evening.deal
            taken = deal is not None and deal.contract is not None and deal.contract.chien_shown and deal.tricks
            if taken and deal is not None and (deal.taker == 0) == person_takes:
                break
            steps.append(
                await step(
                    pilot, rng, bid=lambda deal: "2" if person_takes and not any(c for _, c in deal.bids) else "0"
                )
            )
            if deal is not None and deal.phase.value == "discard" and (deal.taker == 0) == person_takes:
                assert t("ui.chien") in screen_text(app)  # in the middle of the table
                mine = tuple(c for c in range(78) if deal.hands[0] >> c & 1)
                seen.append((hand.is_covered, tuple(sorted(hand.cards)), mine))
        else:
            raise AssertionError("no chien shown to the person")
        assert "chien" not in steps
        assert seen or not person_takes, "the table was not drawn while the chien was shown"
        for is_covered, drawn, mine in seen:
            assert not is_covered
            assert drawn == tuple(sorted(mine))


async def test_the_last_trick_stays_on_the_table_until_the_next_card() -> None:
    """A finished trick is public (R9.6): it stays in the middle of the table, its winner marked, until the next
    card is played, across the hand-over to the next person too (issue 27); then the new trick replaces it."""
    from tarot_tui.app.widgets.hand import HandWidget
    from tarot_tui.app.widgets.table import TableView

    app = make_app(37)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=1)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(37)
        table = table_screen(app)
        handovers = new_tricks = 0
        for _ in range(600):
            await settle(pilot)
            deal = evening.deal
            assert deal is not None
            if len(deal.tricks) >= 8:
                break
            seats = table.query_one(TableView)._shown[0]
            shown = {seat: info.trick_card for seat, info in enumerate(seats) if info.trick_card is not None}
            if deal.tricks and not deal.trick_cards:
                leader, cards, winner = deal.tricks[-1]
                assert shown == {(leader + i) % 4: card for i, card in enumerate(cards)}
                assert [seat for seat, info in enumerate(seats) if info.winner] == [winner]
                assert seats[winner].to_move  # who leads next is marked too
                handovers += table.query_one(HandWidget).cover_purpose == "handover"
            elif deal.tricks:
                leader = deal.trick_leader
                assert shown == {(leader + i) % 4: card for i, card in enumerate(deal.trick_cards)}
                assert not any(info.winner for info in seats)
                new_tricks += 1
            await step(pilot, rng, bid=lambda deal: "1" if not any(c for _, c in deal.bids) else "0")
        assert handovers >= 2 and new_tricks >= 2
