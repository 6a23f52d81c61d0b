"""Half-points and signed scores as players write them: one implementation (``engine.numbers``) for every output."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tarot_tui.engine import half_points_number, half_points_text, signed
from tarot_tui.i18n import points_text
from tarot_tui.sheets.points import parse_half_points


@given(st.integers(0, 182))
def test_points_text_reads_back_in_both_languages(half: int) -> None:
    """What the game writes (43,5 / 43.5) is what the keeper and ``score`` read back (R2.4)."""
    for lang in ("nl", "en"):
        assert parse_half_points(points_text(half, lang)) == half
    assert half_points_number(half) * 2 == half


@given(st.integers(-400, 400))
def test_negative_half_points_and_signs(half: int) -> None:
    text = half_points_text(half)
    assert float(text) == half / 2
    assert text.startswith("-") == (half < 0)
    assert signed(half) == ("0" if half == 0 else f"{half:+d}")


def test_examples() -> None:
    assert [half_points_text(h, ",") for h in (87, 86, -3, 1, 0)] == ["43,5", "43", "-1,5", "0,5", "0"]
    assert [signed(v) for v in (12, -36, 0)] == ["+12", "-36", "0"]
    assert points_text(87, "nl") == "43,5" and points_text(87, "en") == "43.5"


def test_impossible_scoring_input_names_its_points_in_the_players_way() -> None:
    """The points of a refused score input (floats in halves) are written by the same function (43,5 in Dutch)."""
    import pytest

    from tarot_tui.engine import Contract, InvalidSettingsError, ScoreInput, score
    from tarot_tui.i18n import explain_settings

    with pytest.raises(InvalidSettingsError) as caught:
        score(ScoreInput(players=4, contract=Contract.GARDE, attack_half_points=16, bouts=2))
    assert caught.value.values == {"bouts": 2, "minimum": 8.5, "points": 8.0}
    assert "8,5" in explain_settings(caught.value, "nl") and "8.5" in explain_settings(caught.value, "en")
    assert "8.0" not in explain_settings(caught.value, "en")
