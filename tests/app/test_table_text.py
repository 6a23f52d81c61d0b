"""Text the table and the score panels draw: aligned columns, the centre of the table."""

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


def test_the_centre_names_the_trick_just_won_while_it_is_shown() -> None:
    """During the pause after a trick (or when it is looked at again with v) the centre says that trick's
    number, not the next one's."""
    import random

    from harness import fast_forward, make_app, new_evening

    from tarot_tui.app.widgets.table import center_text
    from tarot_tui.engine import Phase, view_for

    app = make_app()
    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
    deal = fast_forward(evening, lambda d: d.phase is Phase.TRICKS and len(d.tricks) == 3, random.Random(4))
    view = view_for(deal, 0)
    seats = [0, 1, 2, 3]
    names = evening.names
    from tarot_tui.i18n import t

    assert t("ui.trick_number", number=3, total=18) in center_text(view, names, seats, finished_trick=True).plain
    assert t("ui.trick_number", number=4, total=18) in center_text(view, names, seats).plain


def test_a_seat_puts_its_tricks_on_the_second_line_when_the_first_would_not_fit() -> None:
    from tarot_tui.app.widgets.table import SeatInfo, seat_text

    info = SeatInfo(
        name="Anna", is_dealer=True, is_taker=False, is_partner=False, sits_out=False, bid="", tricks=2,
        trick_card=None, to_move=False, is_you=False, thinking=False, winner=False, poignee=0,
    )  # fmt: skip
    wide = seat_text(info, 40).plain.split("\n")
    narrow = seat_text(info, 15).plain.split("\n")
    assert wide[0].endswith("· 2 sl.") and "sl." not in wide[1]
    assert "sl." not in narrow[0] and narrow[1].endswith("2 sl.") and len(narrow[0]) <= 15
