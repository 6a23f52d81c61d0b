"""Five long names alike but for their ends, wherever the screen shortens a name: the totals beside the table, the
status line, the sheet's columns. At 80×24 the totals showed "Annemarie-L…" three times and "Annemieke-S…" twice
(Rich cut each name from its end), and the sheet's columns could not shorten "Annemarie-Louise" beside
"Annemarie-Louisa" at all, so that every row wrapped onto a second line. Each is now shortened as the seats' top
edges are (``tarot_tui.table.seat_titles``): no two players ever read alike."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, play_until, screen_text, seated, settle, sheet_shown

from name_reading import could_be, whose
from tarot_tui.app.table.draw import table_picture
from tarot_tui.app.widgets.panels import TotalsPanel
from tarot_tui.engine import Phase
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.table.model import TableModel

ALIKE = ["Annemarie-Louise", "Annemarie-Louisa", "Annemarie-Lotte", "Annemieke-Sophie", "Annemieke-Sofie"]
"""Five names of up to 16 letters (the most a name may have) that differ only towards their ends."""

SIZES = [(80, 24), (100, 30)]


def _evening_in_deal_two(app: object, names: list[str], **kw: object) -> object:
    """An evening of ``names`` (the last a computer) with one deal scored and the second in its third trick."""
    evening = new_evening(app, names, ["human"] * (len(names) - 1) + ["strong"], **kw)  # type: ignore[arg-type]
    fast_forward(evening, lambda d: d.phase is Phase.SCORED, random.Random(8))
    evening.start_deal()
    fast_forward(evening, lambda d: d.phase is Phase.TRICKS and len(d.tricks) == 2, random.Random(9))
    return evening


def _totals_rows(app: object) -> list[tuple[str, str]]:
    """Each line of the totals panel as it is drawn: the name and the total."""
    lines = screen_text(app).splitlines()  # type: ignore[arg-type]
    panel = app.screen.query_one(TotalsPanel)  # type: ignore[attr-defined]
    region = panel.region
    rows = []
    for line in lines[region.y + 1 : region.bottom - 1]:
        name, _, total = line[region.x : region.right].strip("│ ").rpartition(" ")
        rows.append((name.strip(), total))
    return rows


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", SIZES)
async def test_the_totals_beside_the_table_keep_the_players_apart(size: tuple[int, int], lang: str) -> None:
    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        evening = _evening_in_deal_two(app, ALIKE, deals_planned=4)
        await seated(pilot, evening)  # type: ignore[arg-type]
        rows = _totals_rows(app)
        assert len(rows) == 5, rows
        assert all(total.lstrip("+-").isdigit() for _, total in rows), rows
        readers = whose([name for name, _ in rows], ALIKE)
        totals = evening.match.totals  # type: ignore[attr-defined]
        for (_, total), name in zip(rows, readers, strict=True):  # each total beside its own player
            assert int(total) == totals[ALIKE.index(name)], rows


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_status_line_names_who_is_asked_even_when_it_is_long(lang: str) -> None:
    """ "Spel 2/20 · Garde contre door Annemarie-Louise · Aan de telefoon: Annemieke-Sophie" is wider than the 78
    columns of the status line at 80×24 even without the dealer: the names are shortened there (as the seats'
    edges shorten them), not the phone's holder cut off the end."""
    set_language(lang)
    app = make_app(8, lang=lang)
    evening = new_evening(app, ALIKE, ["human"] * 5, deals_planned=20)
    fast_forward(evening, lambda d: d.phase is Phase.SCORED, random.Random(8))
    evening.start_deal()
    fast_forward(evening, lambda d: d.phase is Phase.TRICKS, random.Random(9), bid="garde-contre")
    actor = evening.actor()
    assert actor is not None
    evening.set_phone(actor, True)
    picture = table_picture(evening, _model(evening), viewer=None, holder=None)
    shown = picture.status_in(78).plain
    assert len(shown) <= 78, shown
    asked = t("ui.on_phone_now", player="")
    assert asked in shown, shown
    if lang == "nl":  # ("On the phone: " is three letters shorter: the English line fits)
        assert picture.status_short.cell_len > 78, picture.status_short  # even without the dealer
    title = shown.rpartition(asked)[2]
    assert [name for name in ALIKE if title == name or could_be(title, name)] == [ALIKE[actor]], shown
    # Where the line has the room, the names are whole and the dealer is named.
    roomy = picture.status_in(200).plain
    assert t("ui.on_phone_now", player=ALIKE[actor]) in roomy and t("ui.dealer", player="") in roomy, roomy


def _model(evening: Evening) -> TableModel:
    """The table's model of what is on show, nothing special (no trick kept, nobody thinking)."""
    return TableModel.at(evening, hints=lambda: True)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", SIZES)
async def test_the_sheet_keeps_the_players_apart_on_one_line_a_deal(size: tuple[int, int], lang: str) -> None:
    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        evening = _evening_in_deal_two(app, ALIKE, deals_planned=4)
        await seated(pilot, evening)  # type: ignore[arg-type]
        await play_until(pilot, lambda: sheet_shown(app), random.Random(3))
        await settle(pilot)
        lines = screen_text(app).splitlines()
        header = next(index for index, line in enumerate(lines) if line.lstrip().startswith("#"))
        totals_line = next(line for line in lines if line.strip().startswith(t("ui.total")))
        assert len(totals_line.split()) == 1 + 5, lines  # the totals on their line, not wrapped onto the next
        assert lines[header + 1].strip().strip("─") == "", lines  # the rule right under the header
        names = lines[header].split()[-5:]
        assert whose(names, ALIKE) == ALIKE, lines[header]
