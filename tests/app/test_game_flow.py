"""Whole evenings through the pilot: from the new-evening screen to the score sheet (issue: hot-seat game)."""

from __future__ import annotations

import random

import pytest
from harness import (
    covered,
    fast_forward,
    log_text,
    make_app,
    new_evening,
    open_question,
    play_until,
    score_shown,
    screen_text,
    settle,
    sheet_shown,
    step,
    table_screen,
)
from textual.widgets import Select

from tarot_tui.app.screens.draw import DrawScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.rules_form import OPTIONS, HouseRulesForm
from tarot_tui.engine import EXCUSE, Contract, Deal, Phase, Rules, cards_of
from tarot_tui.evening import Evening
from tarot_tui.i18n import card_short


def first_bids(contract: str):  # type: ignore[no-untyped-def]
    """A bidding policy: the first speaker bids ``contract`` (a key 1-4), everyone else passes."""

    def bid(deal: Deal) -> str:
        return contract if not deal.bids else "0"

    return bid


def evening_of(app) -> Evening:  # type: ignore[no-untyped-def]
    return table_screen(app).evening


@pytest.mark.parametrize("players", [3, 4, 5])
async def test_whole_deal_from_new_evening_screen_to_score_sheet(players: int) -> None:
    """R15: a deal from the setup form through bidding, chien, écart, tricks and scoring, for 3-5 players."""
    app = make_app(players)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        assert isinstance(app.screen, SetupScreen)
        await pilot.click(f"#count-{players}")
        deals = app.screen.query_one("#deals")
        deals.value = "1"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DrawScreen)
        await pilot.press("enter")
        await pilot.pause()
        evening = evening_of(app)
        assert evening.players == players
        rng = random.Random(players)
        await play_until(
            pilot,
            lambda: evening.is_finished and sheet_shown(app, final=True),
            rng,
            bid=first_bids("2"),
        )
        played = evening.match.deals[-1]
        assert played.deal.phase is Phase.SCORED
        assert played.deal.contract is Contract.GARDE
        assert sum(evening.match.totals) == 0
        assert sum(played.deal.scores or ()) == 0
        text = screen_text(app)
        assert "Einde van de avond" in text and "Eindstand" in text


async def test_five_players_partner_revealed_when_called_card_falls() -> None:
    """R5.3: the partnership becomes public when the called card is played; the log says so."""
    for seed in range(20):
        app = make_app(seed)
        async with app.run_test(size=(100, 32)) as pilot:
            evening = new_evening(
                app,
                ["A", "B", "C", "D", "E"],
                ["human", "beginner", "beginner", "beginner", "beginner"],
                deals_planned=1,
            )
            await app.push_screen(TableScreen(evening))
            rng = random.Random(seed)
            await play_until(pilot, lambda ev=evening: ev.deals_done >= 1, rng, bid=first_bids("2"))  # type: ignore[misc]
            deal = evening.match.deals[0].deal
            if deal.phase is not Phase.SCORED or deal.partner is None:
                continue
            assert deal.partner_revealed
            assert f"{evening.names[deal.partner]} is de partner" in log_text(app)
            scores = deal.scores or ()
            assert scores[deal.taker] == 2 * scores[deal.partner]  # type: ignore[index]
            assert sum(scores) == 0
            return
    pytest.fail("no seed gave a 5-player deal with a partner")


async def test_garde_contre_keeps_the_chien_closed_for_the_defence() -> None:
    """R6.4: Garde contre: no chien screen, no écart, and the chien counts for the defence."""
    app = make_app(7)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(
            app, ["Anna", "Bram", "Cees", "Dirk"], ["beginner", "human", "beginner", "beginner"], deals_planned=1
        )
        await app.push_screen(TableScreen(evening))
        rng = random.Random(7)
        steps = await play_until(pilot, lambda: evening.deals_done >= 1, rng, bid=first_bids("4"))
        deal = evening.match.deals[0].deal
        assert deal.contract is Contract.GARDE_CONTRE
        assert "chien" not in steps and "discard" not in steps
        assert not deal.ecart
        assert deal.breakdown is not None


async def test_void_deal_when_everyone_passes() -> None:
    """R4.4: everyone passes, the deal is void (score 0) and the next player deals."""
    app = make_app(3)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=2)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(3)
        await play_until(pilot, lambda: score_shown(app), rng, bid=lambda deal: "0")
        assert evening.match.deals[0].is_void
        assert "Iedereen heeft gepast" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert sheet_shown(app, final=False)
        assert "Vervallen spel" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert evening.match.deals[-1].dealer == 1  # R1.5: the deal passes


async def test_poignee_declared_from_the_hand() -> None:
    """R7.3: a player holding enough trumps is offered a poignée at his first card and picks the trumps."""
    seed = next(
        s for s in range(2000) if (Deal.new(4, 0, random.Random(s)).hands[1] & ((1 << 21) - 1)).bit_count() >= 10
    )
    app = make_app(seed)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(
            app, ["Anna", "Bram", "Cees", "Dirk"], ["beginner", "human", "beginner", "beginner"], deals_planned=1
        )
        await app.push_screen(TableScreen(evening))
        rng = random.Random(1)
        seen_offer = False
        for _ in range(400):
            if evening.deals_done >= 1:
                break
            await settle(pilot)
            if open_question(app, "poignee-dialog"):
                seen_offer = True
                await pilot.press("1")  # simple
                await pilot.pause()
                continue
            await step(pilot, rng, bid=first_bids("1"))
        deal = evening.match.deals[0].deal
        assert seen_offer
        assert 1 in deal.poignees, "Bram showed his poignée"
        assert deal.breakdown is not None and deal.breakdown.input.poignees


def excuse_trick_needs_one_card(deal: Deal) -> bool:
    """The trick holds the Excuse, one card is missing, and the player to move sides with the camp that is
    winning it, which is not the Excuse's camp: whatever he plays, an exchange follows (R9.7)."""
    cards = deal.trick_cards
    if EXCUSE not in cards or len(cards) != deal.players - 1 or deal.trick_best < 0 or not deal.tricks:
        return False
    excuse_seat = (deal.trick_leader + cards.index(EXCUSE)) % deal.players
    best_seat = (deal.trick_leader + deal.trick_best) % deal.players
    mover = deal.to_move
    assert mover is not None
    last_trick = deal.hands[mover].bit_count() == 1
    return (
        not last_trick
        and deal.camp_of(excuse_seat) is not deal.camp_of(best_seat)
        and deal.camp_of(mover) is deal.camp_of(best_seat)
    )


def excuse_exchange_seed() -> int:
    """A seed whose first deal reaches such a trick when played by ``fast_forward``."""
    for seed in range(300):
        app_like = make_app(seed)
        evening = new_evening(app_like, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=1)
        evening.autosave = False
        deal = fast_forward(evening, excuse_trick_needs_one_card, random.Random(seed))
        if not deal.phase.is_over:
            return seed
    raise AssertionError("no seed reaches an Excuse exchange")


async def test_excuse_exchange_is_logged() -> None:
    """R9.7: the Excuse played into a trick the other camp wins goes home for a low card; the log says so."""
    seed = excuse_exchange_seed()
    app = make_app(seed)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=1)
        deal = fast_forward(evening, excuse_trick_needs_one_card, random.Random(seed))
        before = deal.excuse_transfer
        await app.push_screen(TableScreen(evening))
        rng = random.Random(seed)
        for _ in range(10):  # the curtain, then the card that completes the trick
            if await step(pilot, rng) == "play":
                break
        await settle(pilot)
        assert deal.excuse_transfer != before
        assert "Excuse-ruil" in log_text(app)


async def test_handover_between_humans_hides_every_hand() -> None:
    """Hot-seat privacy: between two people the hand is face down, names who is next and shows no card."""
    app = make_app(11)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=1)
        await app.push_screen(TableScreen(evening))
        await pilot.pause()
        assert covered(app.screen) == "handover"
        text = screen_text(app)
        assert "Geef de laptop aan Bram" in text
        hand = evening.deal.hands[1]  # type: ignore[union-attr]
        assert not any(card_short(card) in text.split() for card in cards_of(hand))


async def test_single_human_never_sees_a_curtain() -> None:
    """With one person and computer players, the person's hand stays on the table all deal."""
    app = make_app(12)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(
            app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"], deals_planned=1
        )
        await app.push_screen(TableScreen(evening))
        rng = random.Random(12)
        steps = await play_until(pilot, lambda: evening.deals_done >= 1, rng)
        assert "handover" not in steps
        assert evening.match.deals[0].is_over


async def test_house_rules_reach_the_engine() -> None:
    """R13: the evening's rules are the engine's rules."""
    app = make_app(5)
    async with app.run_test(size=(100, 32)):
        rules = Rules(beginner=True, must_undertrump=False)
        evening = new_evening(app, ["A", "B", "C"], rules=rules)
        played = evening.start_deal()
        assert played.deal.rules == rules
        assert [b.contract for b in played.deal.legal_bids()] == [None, Contract.PRISE, Contract.GARDE]


async def test_house_rules_chosen_on_the_new_evening_form_reach_the_engine() -> None:
    """R13: the form's house rules are folded away and built only when opened (the form opens twice as fast);
    folded, the settings' rules are the evening's; opened and changed, the change is."""
    for opened in (False, True):
        app = make_app(4, rules=Rules(must_undertrump=False))
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.press("n")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            form = screen.query_one(HouseRulesForm)
            assert not form.query(Select)
            if opened:
                await pilot.click("CollapsibleTitle")
                await pilot.pause()
                assert len(form.query(Select)) == len(OPTIONS)
                form.query_one("#opt-beginner", Select).value = 1
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app.screen, DrawScreen)
            await pilot.press("enter")
            await pilot.pause()
            assert evening_of(app).match.rules == Rules(must_undertrump=False, beginner=opened)
