"""Aligned text columns (the score screen's tables)."""

from __future__ import annotations

from rich.text import Text

from tarot_tui.app.widgets.columns import columns_text


def test_columns_are_aligned_left_and_right_with_a_rule_under_the_headers() -> None:
    text = columns_text(
        ["Speler", "Punten", ""],
        [("Anna", Text("+64", style="green"), ""), ("Bram", "-192", "-(25 + 7) × 2")],
        right=(1,),
        dim=(2,),
    )
    lines = text.plain.splitlines()
    assert lines == [
        "Speler   Punten",
        "─" * (6 + 3 + 6 + 3 + 13),
        "Anna        +64",
        "Bram       -192   -(25 + 7) × 2",
    ]
    assert any(span.style == "green" for span in text.spans)
    assert any(str(span.style) == "dim" for span in text.spans)
    assert any(str(span.style) == "bold" for span in text.spans)


def test_footer_rows_come_after_a_second_rule() -> None:
    text = columns_text(["#", "Anna"], [("1", "+10")], right=(1,), footer=[("", "+10")])
    assert text.plain.splitlines() == ["#   Anna", "────────", "1    +10", "────────", "     +10"]
