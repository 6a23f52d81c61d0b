"""Every row of a deal's score that a learner reads cites its rule, as "each defender gets" (R12.1) and "the taker
gets" (R12.2) do: what is needed (R11.2), the margin (R11.4), the multiplier (R4.1); on the score page after a
deal (full and compact), and in the score keeper's narrow preview, where no term or note may wrap at 80x24."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from harness import settle
from rich.console import Console
from textual.widgets import Input, Label, Static

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.keeper import KeeperSheetScreen
from tarot_tui.app.screens.keeper_deal import KeptDealScreen
from tarot_tui.app.widgets.form_choices import FormChoices
from tarot_tui.engine import Contract, Rules, ScoreInput, score
from tarot_tui.evening import Evening
from tarot_tui.i18n import CATALOGUES
from tarot_tui.persistence import AppSettings, KeptDeal
from tarot_tui.sheets.breakdown import breakdown_rows
from tarot_tui.sheets.keeper import KeeperEvening

WORD = {"nl": "regel", "en": "rule"}


def garde(attack_half_points: int, bouts: int) -> ScoreInput:
    return ScoreInput(
        players=4, contract=Contract.GARDE, attack_half_points=attack_half_points, bouts=bouts, rules=Rules()
    )


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("half_points", [88, 87])
def test_needed_margin_and_multiplier_cite_their_rules(lang: str, compact: bool, half_points: int) -> None:
    catalogue = CATALOGUES[lang]
    rows = breakdown_rows(score(garde(half_points, 1)), lang, compact=compact)
    notes = {row.term: row.note for row in rows}
    word = WORD[lang]
    assert notes[catalogue["score.threshold"]].endswith(f"({word} R11.2)")
    margin = catalogue["score.margin_short" if compact else "score.margin"]
    assert notes[margin].endswith(f"({word} R11.4)")
    if not compact:  # the compact score leaves the multiplier to the contract's formula
        assert notes[catalogue["score.multiplier"]].endswith(f"({word} R4.1)")
    if half_points % 2:  # 43.5 of 51 needed: 7.5, rounded up to 8 (R11.4)
        assert "7,5 → 8" in notes[margin] or "7.5 → 8" in notes[margin]


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("compact", [False, True])
def test_every_worked_out_term_cites_its_rule(lang: str, compact: bool) -> None:
    """Petit au bout (R10.1), poignées (R7.7), chelem (R8.4) and the contract's formula (R12.1) too, when they have
    something to say; a bonus nobody earned has no note (the compact score leaves its row out)."""
    from tarot_tui.engine import Camp, PoigneeLevel, PoigneeShown

    inp = ScoreInput(
        players=4,
        contract=Contract.GARDE,
        attack_half_points=100,
        bouts=2,
        rules=Rules(),
        poignees=(PoigneeShown(PoigneeLevel(1), Camp.DEFENCE),),
        petit_au_bout=Camp.ATTACK,
        chelem_announced=True,
    )
    rows = breakdown_rows(score(inp), lang, compact=compact)
    word = WORD[lang]
    cited = {row.term: re.search(rf"\({word} (R[\d.]+)\)$", row.note) for row in rows if row.note}
    catalogue = CATALOGUES[lang]
    expected = {
        "score.petit_au_bout": "R10.1",
        "score.poignees": "R7.7",
        "score.chelem": "R8.4",
        "score.contract_points_short" if compact else "score.contract_points": "R12.1",
    }
    for key, rule in expected.items():
        found = cited[catalogue[key]]
        assert found is not None and found.group(1) == rule, (key, rows)
    assert all(found is not None for found in cited.values()), rows
    nothing = breakdown_rows(score(garde(100, 2)), lang, compact=compact)
    bonuses = {catalogue[key] for key in ("score.petit_au_bout", "score.poignees", "score.chelem")}
    assert all(not row.note for row in nothing if row.term in bonuses)
    if compact:
        assert not any(row.term in bonuses for row in nothing)


def keeper_app(lang: str) -> TarotApp:
    return TarotApp(settings=AppSettings(bot_pace=0, lang=lang), rng=random.Random(1))  # type: ignore[arg-type]


def rendered(widget: Static, width: int) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    with console.capture() as capture:
        console.print(widget.content)
    return [line.rstrip() for line in capture.get().splitlines()]


async def filled_form(pilot, evening: KeeperEvening, points: str, **choices: object) -> KeptDealScreen:  # type: ignore[no-untyped-def]
    """The deal form of ``evening`` over its sheet, with ``points`` for the attack and each field's choice."""
    app = pilot.app
    await app.push_screen(KeeperSheetScreen(evening))
    await app.push_screen(KeptDealScreen(evening))
    form = app.screen
    assert isinstance(form, KeptDealScreen)
    for field, value in choices.items():
        form.query_one(f"#{field}", FormChoices).value = value
    form.query_one("#points", Input).value = points
    await settle(pilot)
    return form


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("half_points", [87, 88])
async def test_the_keepers_preview_keeps_each_term_and_note_on_one_line_at_80x24(lang: str, half_points: int) -> None:
    evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk", "Eva"], rules=Rules(), first_dealer=4)
    evening.add(KeptDeal(taker=0, contract="garde", called="KH", partner=2, attack_half_points=92, bouts=2))
    app = keeper_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        points = f"{half_points // 2},5" if half_points % 2 else str(half_points // 2)
        choices = {"taker": 2, "contract": "garde", "called": "KD", "partner": 0, "bouts": 2, "poignee-0": 1}
        form = await filled_form(pilot, evening, points, petit_au_bout="attack", **choices)
        preview = form.query_one("#preview", Static)
        width = preview.content_size.width
        assert 20 < width < 40  # the narrow pane beside the form
        lines = rendered(preview, width)
        text = "\n".join(lines)
        assert isinstance(form, KeptDealScreen) and form.valid is not None
        breakdown = form.valid.breakdown(5, Rules())
        assert breakdown is not None
        word = WORD[lang]
        for rule in ("R11.2", "R11.4", "R4.1", "R12.1"):
            assert any(line.endswith(f"({word} {rule})") for line in lines), (rule, text)
        # Each row the pane shows: the term whole on the line of its value; its note under it, wrapped between words
        # if need be but never inside its citation.
        for row in breakdown_rows(breakdown, lang, short=True):
            assert any(re.fullmatch(rf"{re.escape(row.term)} +{re.escape(row.value)}", line) for line in lines), (
                row.term,
                text,
            )
        words = " ".join(line.strip() for line in lines)
        for row in breakdown_rows(breakdown, lang, short=True):
            assert row.note in words, (row.note, text)
        for line in lines:
            assert not re.match(r"\s*R\d", line) and not line.endswith(("(regel", "(rule")), text


@pytest.mark.parametrize("width", range(8, 40))
def test_a_note_wraps_between_words_but_never_inside_its_citation(width: int) -> None:
    from tarot_tui.app.widgets.score_terms import note_lines

    note = "D = +96 voor de aanval (regel R12.1)"
    lines = note_lines(note, width)
    assert " ".join(lines) == note
    assert any(line.endswith("(regel R12.1)") for line in lines)
    assert all(len(line) <= max(width, len("(regel R12.1)")) for line in lines)


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_keepers_preview_keeps_the_totals_whole_with_longer_names_at_80x24(lang: str) -> None:
    """With the form's own names ("Speler 1" …) the table of changes and totals was cropped at the pane's edge
    ("Totaa", "-5" for -56): a long name gives way instead, shortened with an ellipsis."""
    from harness import screen_text

    names = ["Speler 1", "Speler 2", "Annemarie", "Dirk"]
    evening = KeeperEvening.new(names, rules=Rules(), first_dealer=3)
    app = keeper_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await filled_form(pilot, evening, "43,5", taker=2, contract="garde", bouts=2)
        text = screen_text(app)
        total = CATALOGUES[lang]["ui.total"]
        assert re.search(rf"{CATALOGUES[lang]['score.change']} +{total}$", text, re.M), text
        assert re.search(r"Speler 1 +-56 +-56$", text, re.M), text
        assert re.search(r"Annem\S* +\S+ +\+168 +\+168$", text, re.M), text  # whole, or shortened with "…"


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_keepers_preview_keeps_names_alike_apart_at_80x24(lang: str) -> None:
    """Five names alike but for their ends in the narrow pane: Rich cut each from its end ("Annemarie-Lo…" for
    Annemarie-Louise and Annemarie-Louisa); they are shortened as the seats' edges shorten names, each its own."""
    from name_reading import whose

    names = ["Annemarie-Louise", "Annemarie-Louisa", "Annemarie-Lotte", "Annemieke-Sophie", "Annemieke-Sofie"]
    evening = KeeperEvening.new(names, rules=Rules(), first_dealer=4)
    app = keeper_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        choices = {"taker": 2, "contract": "garde", "called": "KD", "partner": 0, "bouts": 2}
        form = await filled_form(pilot, evening, "43,5", **choices)
        preview = form.query_one("#preview", Static)
        lines = rendered(preview, preview.content_size.width)
        rows = [line for line in lines if re.search(r"[+-]?\d+ +[+-]?\d+$", line) and not line.startswith(" ")]
        people = [line.split()[0] for line in rows if line.split()[0].startswith("Ann")]
        assert len(people) == 5, lines
        whose(people, names)
        # The form's rows of poignées, one a player, each labelled by its name in 14 columns ("Annemarie-Lou…"
        # five times): shortened the same way, a column to spare before the choices.
        labels = [str(form.query_one(f"#row-poignee-{seat} Label", Label).content) for seat in range(5)]
        assert all(len(label) <= 13 for label in labels), labels
        whose(labels, names)


@pytest.mark.parametrize("width", [24, 28, 30, 34, 60])
def test_a_table_of_players_shortens_names_never_numbers(width: int) -> None:
    from rich.table import Table
    from rich.text import Text

    from tarot_tui.app.widgets.score_terms import NamesGiveWay

    names = ["Maximiliaan", "Bob", "Speler 3", "Dirk"]

    def build(shown: Sequence[str]) -> Table:
        table = Table(expand=False, box=None, padding=(0, 1), pad_edge=False, show_edge=False)
        table.add_column("", no_wrap=True, overflow="ellipsis")
        table.add_column("", no_wrap=True, overflow="ellipsis")
        table.add_column("Punten", justify="right", no_wrap=True, min_width=6)
        table.add_column("Totaal", justify="right", no_wrap=True, min_width=6)
        for name, role in zip(shown, ["Nemer", "", "", ""], strict=True):
            table.add_row(Text(name), role, "+168", "-1234")
        return table

    console = Console(width=width, record=True, color_system=None)
    with console.capture() as capture:
        console.print(NamesGiveWay(build, names))
    lines = capture.get().splitlines()
    assert all(len(line.rstrip()) <= width for line in lines), lines
    assert lines[0].rstrip().endswith("Punten Totaal") or lines[0].rstrip().endswith("Punten  Totaal"), lines
    assert all(line.rstrip().endswith("+168  -1234") or line.rstrip().endswith("+168   -1234") for line in lines[1:])
    assert any(line.startswith("Bob") for line in lines[1:]), lines


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("compact", [False, True])
def test_the_taker_alone_and_the_house_rules_cite_their_rules(lang: str, compact: bool) -> None:
    """At five, "alone" cites R5.4 (the called card in the chien or the taker's own hand); the house rules row
    cites R13, the list of house options (R13 has no numbered sub-rules: its table is the most precise place)."""
    inp = ScoreInput(
        players=5,
        contract=Contract.GARDE,
        attack_half_points=100,
        bouts=2,
        rules=Rules(contract_base=0, petit_au_bout_multiplied=False),
        alone=True,
    )
    catalogue = CATALOGUES[lang]
    word = WORD[lang]
    notes = {row.term: row.note for row in breakdown_rows(score(inp), lang, compact=compact)}
    if not compact:  # the compact score leaves the players' row out (known at the table)
        assert notes[catalogue["score.players"]] == f"{catalogue['score.alone']} ({word} R5.4)"
    house = notes[catalogue["score.rules"]]
    assert house.startswith(catalogue["score.rule.no_base"]) and house.endswith(f"({word} R13)"), house
    assert house.count(f"({word}") == 1


def five_with_two_poignees() -> Evening:
    """A five-player deal (Bram takes a garde, alone) in which the attack and the defence each show a poignée: the
    seat to move shows the biggest it may, every other choice at random from a fixed seed."""
    import tempfile
    from pathlib import Path

    from tarot_tui.engine import Bid, DeclarePoignee, Phase

    evening = Evening.new(
        ["Annemarie", "Bram", "Cees", "Dirk", "Eva"],
        ["human"] * 5,  # type: ignore[list-item]
        rules=Rules(),
        first_dealer=0,
        deals_planned=None,
        directory=Path(tempfile.mkdtemp()),
        rng=random.Random(1705),
    )
    evening.start_deal()
    deal = evening.deal
    assert deal is not None
    rng = random.Random(1705)
    while not deal.phase.is_over:
        if deal.phase is Phase.BIDDING:
            evening.apply(Bid(Contract.GARDE if not deal.bids else None))
        elif deal.phase is Phase.DISCARD:
            evening.apply(next(deal.legal_discards()))
        else:
            actions = list(deal.legal_actions())
            shown = [action for action in actions if isinstance(action, DeclarePoignee)]
            if shown:
                evening.apply(max(shown, key=lambda action: len(action.cards)))
            else:
                evening.apply(rng.choice(actions) if deal.phase is Phase.TRICKS else actions[0])
    assert deal.breakdown is not None and len(deal.breakdown.input.poignees) == 2
    return evening


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_two_poignees_at_five_fit_one_line_of_the_score_page_at_80x24(lang: str) -> None:
    """ "Poignées -40 aanval: enkele poignée 20, verdediging:" wrapped, "enkele poignée 20 (regel R7.7)" on the
    next line from its first column: the compact page names each camp's bonus (its level is in R7.1)."""
    from harness import screen_text

    from tarot_tui.app.table.screen import TableScreen

    app = keeper_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(TableScreen(five_with_two_poignees()))
        await settle(pilot)
        lines = screen_text(app).splitlines()
        catalogue = CATALOGUES[lang]
        word = WORD[lang]
        row = next(line for line in lines if line.strip().startswith(catalogue["score.poignees"]))
        assert row.endswith(f"({word} R7.7)"), "\n".join(lines)
        assert catalogue["camp.attack"] in row and catalogue["camp.defence"] in row
        assert all(len(line) <= 80 for line in lines)


async def test_a_note_too_long_for_the_full_score_page_goes_on_under_itself() -> None:
    """At 120×40 the full page names both poignées with their levels: too long for the line, the note went on from
    the page's first column and the rule over the terms took a second line. It goes on under itself now."""
    from harness import screen_text

    from tarot_tui.app.table.screen import TableScreen

    app = keeper_app("nl")
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(TableScreen(five_with_two_poignees()))
        await settle(pilot)
        lines = screen_text(app).splitlines()
        text = "\n".join(lines)
        at = next(n for n, line in enumerate(lines) if line.strip().startswith("Poignées"))
        row, more = lines[at], lines[at + 1]
        assert "aanval: enkele poignée 20" in row, text
        column = row.index("aanval")
        assert more[:column].strip() == "" and more.endswith("(regel R7.7)"), text
        rule = next(line for line in lines if "───" in line)
        assert not lines[lines.index(rule) + 1].strip().startswith("─"), text  # one line
        assert all(len(line) <= 120 for line in lines)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_compact_score_names_only_the_house_rules_that_changed_the_deal(lang: str) -> None:
    """All four house rules and their citation took three lines of the 80×24 page; there it names those that
    changed this deal's score (no base always does; a flat petit au bout only when there was one), the full page
    all of them."""
    rules = Rules(
        contract_base=0, petit_au_bout_multiplied=False, poignee_to_winning_camp=False, defence_chelem_bonus=0
    )
    inp = ScoreInput(players=4, contract=Contract.GARDE, attack_half_points=100, bouts=2, rules=rules)
    catalogue = CATALOGUES[lang]
    compact = {row.term: row.note for row in breakdown_rows(score(inp), lang, compact=True)}
    assert compact[catalogue["score.rules"]] == f"{catalogue['score.rule.no_base']} ({WORD[lang]} R13)"
    full = {row.term: row.note for row in breakdown_rows(score(inp), lang)}
    assert catalogue["score.rule.no_defence_chelem_bonus"] in full[catalogue["score.rules"]]
