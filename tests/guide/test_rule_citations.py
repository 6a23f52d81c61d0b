"""Every rule a hint, refusal or explanation cites exists as a heading in both rules guides, and F1 lands there.

Rule numbers are scanned from the message catalogues (R-numbers in the text), from ``RULE_OF_REASON``, and
from the rule arguments the app and the guide pass along with their texts.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from harness import fast_forward, make_app, new_evening, settle

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.rules import GuideLines, RulesScreen, chapter_for, heading_for, rules_path
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.engine import RULE_OF_REASON, Deal, Phase, cards_of
from tarot_tui.i18n import CATALOGUES
from tarot_tui.table import HandMode

RULE = re.compile(r"\bR\d+(?:\.\d+)*")
SOURCES = Path(__file__).resolve().parents[2] / "src" / "tarot_tui"


def cited_in_catalogues() -> set[str]:
    return {rule for catalogue in CATALOGUES.values() for text in catalogue.values() for rule in RULE.findall(text)}


def cited_in_code() -> set[str]:
    """Rule strings in the app's, the coaching's and the lessons' code and data: ``rule="R9.4"``, ``"R6.2")`` and
    the like."""
    found = set()
    lessons = sorted((SOURCES / "lessons").rglob("*.py")) + sorted((SOURCES / "lessons" / "data").glob("*.json"))
    for path in [*sorted((SOURCES / "app").rglob("*.py")), *sorted((SOURCES / "coaching").rglob("*.py")), *lessons]:
        found |= set(re.findall(r"""["'](R\d+(?:\.\d+)*)["']""", path.read_text(encoding="utf-8")))
    return found


CITED = sorted(cited_in_catalogues() | set(RULE_OF_REASON.values()) | cited_in_code())


def test_the_scan_finds_the_rules_it_should() -> None:
    assert {"R9.4", "R9.4.3", "R9.4.4", "R6.2", "R5.5", "R7.5", "R12.1", "R4.1", "R10.1", "R11.2"} <= set(CITED)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_cited_rule_is_a_heading_in_the_guide(lang: str) -> None:
    markdown = rules_path(lang).read_text(encoding="utf-8")
    missing = [rule for rule in CITED if heading_for(markdown, rule) is None]
    assert missing == []


@pytest.mark.parametrize("key", sorted(CATALOGUES["nl"]))
def test_both_languages_cite_the_same_rules(key: str) -> None:
    assert sorted(RULE.findall(CATALOGUES["nl"][key])) == sorted(RULE.findall(CATALOGUES["en"][key]))


def test_a_chapter_holds_its_rule_and_no_other_chapter() -> None:
    markdown = rules_path("nl").read_text(encoding="utf-8")
    chapter = chapter_for(markdown, "R9.4.3")
    assert chapter is not None and chapter.startswith("# Spelregels Frans Tarot\n\n## R9 ")
    assert "### R9.10" in chapter and "## R10" not in chapter and "## R8" not in chapter
    assert (chapter_for(markdown, "R15") or "").split("\n\n")[1].startswith("## R15 ")
    assert chapter_for(markdown, "R99") is None


def landed_on(app: TarotApp, rule: str) -> bool:
    """The rules screen shows ``rule``'s heading on the top row of the guide."""
    screen = app.screen
    assert isinstance(screen, RulesScreen)
    guide = screen.query_one(GuideLines)
    assert guide.page is not None and guide.complete
    lines = [line for _, text, line in guide.page.headings if text.split(" ", 1)[0] == rule]
    assert len(lines) == 1, rule
    return guide.scroll_offset.y == lines[0] and (guide.top_heading() or "").startswith(rule + " ")


RULES_TO_OPEN = ["R9.4", "R5.5", "R6.2", "R7.5"]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_rules_screen_lands_on_the_heading_in_the_players_language(lang: str) -> None:
    """F1 opens the guide in the player's language, scrolled so the rule's heading is on top."""
    app = make_app(lang=lang)
    title = {"nl": "R9 Het spelen van de slagen", "en": "R9 Playing the tricks"}[lang]
    async with app.run_test(size=(80, 24)) as pilot:
        for rule in RULES_TO_OPEN:
            await app.push_screen(RulesScreen(rule))
            await settle(pilot)
            await pilot.wait_for_scheduled_animations()
            screen = app.screen
            assert isinstance(screen, RulesScreen) and screen.rule == rule
            assert screen.markdown.startswith({"nl": "# Spelregels", "en": "# French Tarot rules"}[lang])
            assert landed_on(app, rule), rule
            if rule == "R9.4":
                assert title in screen.shown
            await pilot.press("escape")
            await settle(pilot)


def refusable(deal: Deal) -> bool:
    """The seat to move is seat 0, in trick play, holding a card it may not play."""
    if deal.phase is not Phase.TRICKS or deal.to_move != 0:
        return False
    return any(deal.why_card_illegal(card) is not None for card in cards_of(deal.hands[0]))


async def test_f1_after_a_refused_card_opens_the_rule_at_its_section() -> None:
    """A refused card names its rule (R9.5); F1 opens the rules there, the heading on top."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Ann", "Bob", "Cor", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        deal = fast_forward(evening, refusable, random.Random(3))
        assert refusable(deal)
        await app.push_screen(TableScreen(evening))
        for _ in range(50):
            await settle(pilot)
            table = app.screen
            if isinstance(table, TableScreen) and table.model.mode is HandMode.PLAY:
                break
            await pilot.pause(0.01)
        assert isinstance(table, TableScreen) and table.model.mode is HandMode.PLAY
        refused = next(c for c in cards_of(deal.hands[0]) if deal.why_card_illegal(c) is not None)
        violation = deal.why_card_illegal(refused)
        assert violation is not None
        table.query_one(HandWidget).choose_card(refused)
        await settle(pilot)
        assert table.hints.rule_in_view == violation.rule
        await pilot.press("f1")
        await settle(pilot)
        await pilot.wait_for_scheduled_animations()
        assert isinstance(app.screen, RulesScreen) and app.screen.rule == violation.rule
        assert landed_on(app, violation.rule)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table
