"""Snapshots of the rules screen opened at a rule and of explanations of the guided deal, at 80×24 (the rules'
second page with its contents at 100×30).

Regenerate with ``pytest tests/guide/test_guide_snapshots.py --snapshot-update`` and look at the SVGs before
committing them.
"""

from __future__ import annotations

from harness import covered, make_app, open_question, settle
from textual.pilot import Pilot

from tarot_tui.app.screens.guided import GuideScreen
from tarot_tui.app.screens.rules import RulesScreen

SIZE = (80, 24)


async def until_guide(pilot: Pilot[int], rule: str) -> None:
    """Walk the lesson from the start screen (bidding Garde) until the explanation citing ``rule`` is up."""
    await pilot.press("o")
    for _ in range(100):
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, GuideScreen):
            if screen.rule == rule:
                await pilot.pause()
                return
            await pilot.press("enter")
        elif open_question(pilot.app, "bid-dialog"):  # type: ignore[arg-type]
            await pilot.press("2")
        elif covered(screen) == "chien":  # the chien shown to all
            await pilot.press("enter")
        else:
            await pilot.pause(0.01)
    raise AssertionError(f"no explanation citing {rule}")


class TestRulesScreen:
    """The rules opened at a rule by F1: the rule's chapter, its heading on top, in the player's language."""

    def test_opened_at_r9_4(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        async def open_rules(pilot: Pilot[int]) -> None:
            await pilot.app.push_screen(RulesScreen("R9.4"))
            await settle(pilot)
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()

        assert snap_compare(make_app(), terminal_size=SIZE, run_before=open_rules)

    def test_notation_with_the_contents_at_100x30(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        """The second page, "Notatie en woorden", beside the guide's contents: every chapter, the page shown in
        bold (the pane was empty there, a page's own headings only)."""

        async def second_page(pilot: Pilot[int]) -> None:
            await pilot.app.push_screen(RulesScreen())
            await settle(pilot)
            await pilot.press("n")
            await settle(pilot)
            await pilot.wait_for_scheduled_animations()
            await pilot.pause()

        assert snap_compare(make_app(), terminal_size=(100, 30), run_before=second_page)


class TestGuidedExplanation:
    """Explanations of the oefenpotje over the table, with the hand visible where there is room."""

    def test_ecart(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        async def at_ecart(pilot: Pilot[int]) -> None:
            await until_guide(pilot, "R6.2")

        assert snap_compare(make_app(), terminal_size=SIZE, run_before=at_ecart)

    def test_bidding_advice(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        async def at_advice(pilot: Pilot[int]) -> None:
            await until_guide(pilot, "R4.1")
            await pilot.press("enter")  # the bidding explanation; the advice is next, also R4.1
            await settle(pilot)
            await pilot.pause()

        assert snap_compare(make_app(), terminal_size=SIZE, run_before=at_advice)
