"""The guided first deal (oefenpotje) and the bidding advice, through the pilot (issue 6).

The lesson is a fixed deal: the tests check that it stays a good lesson (the learner speaks last after
three passes, the count says Garde, the chien shows a bout) and walk it from the start screen to the
score, answering every explanation with Enter.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from harness import make_app, new_evening, open_question, screen_text, settle, step, table_screen
from textual.pilot import Pilot

from tarot_tui.app.screens.guided import LEARNER, GuideScreen, lesson_layout
from tarot_tui.app.screens.rules import RulesScreen, heading_for, rules_path
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.bots.beginner import BeginnerPlayer, beginner_card
from tarot_tui.coaching.advice import advise
from tarot_tui.coaching.guide import GuidedCoach, card_hint, view_situation
from tarot_tui.engine import MONDE, Bid, Contract, Deal, Phase, Play, Rules, cards_of, view_for
from tarot_tui.i18n import CATALOGUES
from tarot_tui.table import HandMode

RAW_KEY = re.compile(r"\b(?:guide|advice|ui)\.[a-z_]+")
"""A catalogue key shown instead of its text (a missing message)."""


def test_the_lesson_deal_is_a_garde_for_the_learner_after_three_passes() -> None:
    """The fixed deal: no petit sec (R3.5), the beginners pass (R4.2), the count says Garde (R4.1), and the
    chien holds the 21, a bout (R2.3)."""
    deal = Deal(lesson_layout(), 4, LEARNER, Rules())
    assert deal.phase is Phase.BIDDING
    bot = BeginnerPlayer()
    while deal.to_move != LEARNER:
        action = bot.choose(view_for(deal, deal.to_move), random.Random(0))
        assert action == Bid(None)
        deal.apply(action)
    advice = advise(deal.hands[LEARNER], 4, LEARNER, deal.dealer, deal.bids)
    assert advice.advice is Contract.GARDE
    assert deal.chien >> MONDE & 1


def test_card_hint_says_why_a_card_may_or_may_not_be_played() -> None:
    """The hint for a highlighted card cites the rule that allows it, or the engine's refusal (R9.4, R9.5)."""
    deal = Deal(lesson_layout(), 4, LEARNER, Rules())
    bot = BeginnerPlayer()
    rng = random.Random(0)
    seen: set[str] = set()
    while not deal.phase.is_over:
        seat = deal.to_move
        assert seat is not None
        if deal.phase is Phase.TRICKS:
            situation = view_situation(view_for(deal, seat))
            seen.add(situation.kind)
            legal = deal.legal_plays()
            for card in cards_of(deal.hands[seat]):
                text, rule, refused = card_hint(view_for(deal, seat), card)
                assert refused == (not legal >> card & 1)
                assert rule is not None and rule in text and "guide." not in text
            deal.apply(Play(beginner_card(view_for(deal, seat))))
        else:
            deal.apply(bot.choose(view_for(deal, seat), rng))
    assert {"lead", "follow", "trump"} <= seen


async def answer(pilot: Pilot[int], rng: random.Random, seen: list[GuideScreen], *, bid: str = "2") -> str:
    """One step of the learner: Enter on an explanation (kept in ``seen``), the bid ``bid``, no chelem, else
    what the harness's ``step`` does."""
    await settle(pilot)
    screen = pilot.app.screen
    if isinstance(screen, GuideScreen):
        seen.append(screen)
        assert not RAW_KEY.search(screen.body) and "{" not in screen.body
        await pilot.press("enter")
        return "guide"
    if open_question(pilot.app, "chelem-dialog"):  # type: ignore[arg-type]
        await pilot.press("n")
        return "chelem"
    if isinstance(screen, StartScreen):
        return "start"
    return await step(pilot, rng, bid=lambda _: bid, guides=seen)  # an explanation that came up meanwhile too


async def play_lesson(pilot: Pilot[int], seen: list[GuideScreen], seed: int = 1) -> list[str]:
    """From the start screen, through the whole lesson, back to the start screen; returns the steps."""
    await pilot.press("o")
    rng = random.Random(seed)
    steps: list[str] = []
    for _ in range(300):
        steps.append(await answer(pilot, rng, seen))
        if steps[-1] == "start":
            assert not any(RAW_KEY.search(guide.body) or "{" in guide.body for guide in seen)
            return steps
    raise AssertionError(f"the lesson did not end; dialogs so far: {[g.title_text for g in seen]}")


async def test_guided_deal_from_the_start_screen_to_the_score(data_dir: Path) -> None:
    """The oefenpotje: welcome, bidding with advice, chien, écart, the trick situations once each, the
    score explained term by term (R11, R12), the end; nothing is saved."""
    app = make_app()
    seen: list[GuideScreen] = []
    async with app.run_test(size=(80, 24)) as pilot:
        steps = await play_lesson(pilot, seen)
        assert isinstance(app.screen, StartScreen)
    assert steps.count("score") == 1  # the deal's score screen, after the explanation
    nl = CATALOGUES["nl"]
    titles = [guide.title_text for guide in seen]
    expected = ["guide.welcome.title", "guide.bid.title", "guide.advice.title", "guide.chien.title"]
    expected += ["guide.ecart.title", "guide.score.title", "guide.end.title"]
    for key in expected:
        assert nl[key] in titles, key
    trick_titles = [title for title in titles if title.startswith("Slagen spelen")]
    assert len(trick_titles) == len(set(trick_titles)) >= 3  # each situation once
    assert titles.index(nl["guide.score.title"]) < titles.index(nl["guide.end.title"])
    assert not (data_dir / "evenings").exists() or not any((data_dir / "evenings").iterdir())
    # The score, term by term: every term with its rule, ending with D and the share of each player.
    score = seen[titles.index(nl["guide.score.title"])]
    assert score.rule == "R12.1"
    for rule in ("R11.1", "R11.2", "R11.3", "R11.4", "R12.1", "R10.1", "R8.", "R12.2"):
        assert rule in score.body, rule
    assert "D = " in score.body and "Sam krijgt 3 × D" in score.body


async def test_guided_deal_in_english_has_no_missing_text() -> None:
    app = make_app(lang="en")
    seen: list[GuideScreen] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await play_lesson(pilot, seen, seed=2)
    titles = [guide.title_text for guide in seen]
    assert titles[0] == CATALOGUES["en"]["guide.welcome.title"]
    assert all("guide." not in title for title in titles)
    assert sum("(rule R" in title for title in titles) >= len(titles) - 1  # all but the welcome
    assert "Sam gets 3 × D" in seen[-2].body


async def test_everyone_passes_deals_the_lesson_again() -> None:
    """R4.4: when the learner passes too, the deal is void; the lesson explains it and deals the same cards."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        rng = random.Random(4)
        seen: list[GuideScreen] = []
        for _ in range(40):
            await answer(pilot, rng, seen, bid="0")
            if any(g.title_text == CATALOGUES["nl"]["guide.void.title"] for g in seen):
                break
        await settle(pilot)
        table = table_screen(app)
        assert len(table.evening.match.deals) == 2
        first, second = table.evening.match.deals
        assert first.is_void and second.deal.hands == Deal(lesson_layout(), 4, LEARNER, Rules()).hands


async def test_f1_on_an_explanation_opens_its_rule_and_escape_comes_back() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        rng = random.Random(5)
        for _ in range(30):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, GuideScreen) and screen.rule == "R6.2":
                break
            await answer(pilot, rng, [])
        guide = app.screen
        assert isinstance(guide, GuideScreen)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen) and app.screen.rule == "R6.2"
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is guide


async def test_hint_bar_explains_the_highlighted_card_and_f1_opens_that_rule() -> None:
    """During trick play the hint bar first says what the rule asks of the hand, then, once a card is highlighted,
    why that card may be played, naming R9.x (F1 opens it)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("o")
        rng = random.Random(6)
        for _ in range(100):
            await settle(pilot)
            table = next((s for s in app.screen_stack if isinstance(s, TableScreen) and s.coach is not None), None)
            if table is not None and app.screen is table and table.model.mode is HandMode.PLAY:
                break
            await answer(pilot, rng, [])
        hand = table.query_one(HandWidget)
        hint = str(table.query_one(HintBar).render())
        assert hand.current_card is None  # nothing highlighted: the hint says what the rule asks of the hand
        assert table.hints.rule_in_view is not None and table.hints.rule_in_view.startswith(("R9", "R5"))
        assert table.hints.rule_in_view in hint and ("moet" in hint or "mag" in hint)
        await pilot.press("right")
        await settle(pilot)
        hint = str(table.query_one(HintBar).render())
        assert table.hints.rule_in_view is not None and table.hints.rule_in_view.startswith(("R9", "R5"))
        assert table.hints.rule_in_view in hint and card_short_in(hint, hand.current_card)
        rule = table.hints.rule_in_view
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen) and app.screen.rule == rule
        assert heading_for(rules_path("nl").read_text(encoding="utf-8"), rule) is not None


def card_short_in(text: str, card: int | None) -> bool:
    from tarot_tui.i18n import card_short

    return card is not None and card_short(card) in text


async def test_bidding_advice_at_an_ordinary_table() -> None:
    """In the bidding dialog, a shows the club count of the hand (R4.1), then the same question again."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Ann", "Bob", "Cor", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        for _ in range(200):  # the three computer players bid first
            await settle(pilot)
            if open_question(app, "bid-dialog"):
                break
            await pilot.pause(0.01)
        dialog = open_question(app, "bid-dialog")
        assert dialog is not None and [c.key for c in dialog.choices][-1] == "a"
        await pilot.press("a")
        await settle(pilot)
        advice = app.screen
        assert isinstance(advice, GuideScreen) and advice.rule == "R4.1"
        assert CATALOGUES["nl"]["advice.intro"] in advice.body
        assert "Clubspelers tellen" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert open_question(app, "bid-dialog") is not None
        await pilot.press("0")
        await settle(pilot)
        deal = table_screen(app).evening.deal
        assert deal is not None and (0, None) in deal.bids


def test_coach_explains_each_trick_situation_only_once() -> None:
    coach = GuidedCoach()
    assert coach._once("follow") and not coach._once("follow")


def test_card_hint_when_trumps_are_led_and_the_hand_has_none() -> None:
    """R9.4.5 after a trump lead: the hint does not name trumps as the suit led ('geen troef en geen troef')."""
    from tarot_tui.engine import Contract, parse_cards

    hands = [sum(1 << c for c in parse_cards(text)) for text in ("T5 T6", "KS 2H", "T9 T10", "T11 T12")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE, leader=0)
    deal.apply(Play(parse_cards("T5")[0]))
    text, rule, refused = card_hint(view_for(deal, 1), parse_cards("KS")[0])
    assert not refused and rule == "R9.4.5"
    assert "troef gevraagd" in text and "geen troef en geen troef" not in text


def test_the_welcome_says_four_players_as_dutch_players_say_it() -> None:
    """The oefenpotje's first box: "Je speelt één spel met z'n vieren", not the word-for-word "één spel met vier"
    ("one deal at a table of four" in English)."""
    from tarot_tui.i18n import CATALOGUES

    body = CATALOGUES["nl"]["guide.welcome.body"]
    assert body.startswith("Je speelt één spel met z'n vieren.")
