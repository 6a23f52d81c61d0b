"""The poignée question at the table (R7): its box says when a poignée is shown (R7.3) and how it goes on, and the
hint line under it says something else, what a player weighs: what each level offered is worth and who gets it
(R7.7). The hint line repeated the box's body word for word."""

from __future__ import annotations

import pytest
from harness import hint_shown, make_app, open_question, table_of_people

from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.engine import Phase


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_hint_line_under_the_poignee_question_does_not_repeat_its_box(
    size: tuple[int, int], lang: str
) -> None:
    app = make_app(24, lang=lang)
    async with app.run_test(size=size) as pilot:
        table = await table_of_people(pilot, 4, lambda d: d.phase is Phase.TRICKS)  # seat 1 leads with ten trumps
        box = open_question(app, "poignee-dialog")
        assert box is not None
        body = str(box.body)
        hint = hint_shown(table.query_one(HintBar))
        assert "R7.3" in body and "R7.7" not in body, body
        assert "R7.7" in hint and "R7.3" not in hint, hint
        sentences = [part.strip() for part in body.replace("\n", " ").split(":") if part.strip()]
        assert not any(sentence in hint for sentence in sentences), (body, hint)
        assert "20" in hint, hint  # a simple poignée's bonus (R7.1)
