"""Arbitrary JSON and strings fed to the save loader, the settings loader and every form field: nothing
raises, a bad file is kept aside and the good ones still load, a bad field is refused with a message (issue 12).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import (
    AppSettings,
    SaveError,
    evenings_dir,
    name_problem,
    names_problem,
    read_saves,
    read_settings_file,
    settings_from,
)
from tarot_tui.persistence.players import MAX_NAME
from tarot_tui.sheets.keeper import DealDraft, check_draft
from tarot_tui.sheets.points import PointsError, parse_half_points

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=30,
)
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
COUNTS: dict[str, int] = {}


def count(name: str) -> None:
    COUNTS[name] = COUNTS.get(name, 0) + 1


def a_real_save(folder: Path) -> dict[str, Any]:
    rng = random.Random(1)
    evening = Evening.new(
        ["Anna", "Bram", "Cees"], ["human"] * 3, rules=Rules(), first_dealer=0, rng=rng, directory=folder
    )
    evening.start_deal()
    for _ in range(8):
        evening.apply(rng.choice(list(evening.deal.legal_actions())))  # type: ignore[union-attr]
    data: dict[str, Any] = json.loads(evening.path.read_text(encoding="utf-8"))  # type: ignore[union-attr]
    evening.path.unlink()  # type: ignore[union-attr]
    return data


def mutate(data: Any, rng: random.Random, replacement: Any) -> Any:
    """``data`` with one value somewhere inside replaced."""
    if isinstance(data, dict) and data:
        key = rng.choice(sorted(data))
        if rng.random() < 0.4:
            return {**data, key: replacement}
        return {**data, key: mutate(data[key], rng, replacement)}
    if isinstance(data, list) and data:
        index = rng.randrange(len(data))
        copy = list(data)
        copy[index] = replacement if rng.random() < 0.4 else mutate(data[index], rng, replacement)
        return copy
    return replacement


def fresh() -> Path:
    """The evenings folder, emptied (only saves in the game's own folder are ever kept aside)."""
    folder = evenings_dir()
    for path in folder.iterdir():
        path.unlink()
    return folder


def check_folder(folder: Path, expected_good: int) -> tuple[int, int]:
    loaded, errors = read_saves()
    assert len(loaded) >= expected_good
    for err in errors:
        assert isinstance(err, SaveError) and str(err)
    return len(loaded), len(errors)


@settings(max_examples=150, **SETTINGS)  # type: ignore[arg-type]
@given(value=json_values)
def test_arbitrary_json_as_a_save(tmp_path: Path, value: object) -> None:
    folder = fresh()
    (folder / "x.json").write_text(json.dumps(value), encoding="utf-8")
    loaded, errors = check_folder(folder, 0)
    count("arbitrary json")
    assert loaded == 0 and errors == 1
    assert not (folder / "x.json").exists()  # kept aside


@settings(max_examples=250, **SETTINGS)  # type: ignore[arg-type]
@given(seed=st.integers(0, 10**6), replacement=json_values)
def test_a_real_save_with_one_value_changed(tmp_path: Path, seed: int, replacement: object) -> None:
    if not (tmp_path / "base.json").exists():
        (tmp_path / "base.json").write_text(json.dumps(a_real_save(tmp_path)), encoding="utf-8")
    folder = fresh()
    base = json.loads((tmp_path / "base.json").read_text(encoding="utf-8"))
    changed = mutate(base, random.Random(seed), replacement)
    (folder / "x.json").write_text(json.dumps(changed), encoding="utf-8")
    (folder / "good.json").write_text(json.dumps(base), encoding="utf-8")
    loaded, errors = check_folder(folder, 1)
    assert loaded + errors == 2
    count("mutated save loaded" if loaded == 2 else "mutated save kept aside")


@settings(max_examples=100, **SETTINGS)  # type: ignore[arg-type]
@given(data=st.binary(max_size=300))
def test_arbitrary_bytes_as_a_save_and_a_journal(tmp_path: Path, data: bytes) -> None:
    if not (tmp_path / "base.json").exists():
        (tmp_path / "base.json").write_text(json.dumps(a_real_save(tmp_path)), encoding="utf-8")
    folder = fresh()
    (folder / "x.json").write_bytes(data)
    (folder / "good.json").write_text((tmp_path / "base.json").read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "good.journal").write_bytes(data)  # a journal of arbitrary bytes beside a good save
    loaded, _ = check_folder(folder, 1)
    assert loaded in (1, 2)
    count("arbitrary bytes")


@settings(max_examples=200, **SETTINGS)  # type: ignore[arg-type]
@given(
    value=json_values
    | st.dictionaries(st.sampled_from(["lang", "hints", "bot_pace", "bot_strength", "rules"]), json_values, max_size=5)
)
def test_arbitrary_json_as_the_settings(tmp_path: Path, value: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(value), encoding="utf-8")
    loaded = settings_from(read_settings_file(path))
    assert isinstance(loaded.settings, AppSettings)
    count("settings")
    if loaded.problem is not None:
        count("settings refused")


@settings(max_examples=300, **SETTINGS)  # type: ignore[arg-type]
@given(text=st.text(max_size=40) | st.from_regex(r"[0-9.,+\- ]{0,12}", fullmatch=True) | st.just("9" * 4301))
def test_every_form_field_refuses_what_it_cannot_use(text: str) -> None:
    from tarot_tui.app.screens.setup import deals_planned

    deals = deals_planned(text)
    assert deals is None or deals == "bad" or 1 <= deals <= 200  # type: ignore[operator]
    try:
        half = parse_half_points(text)
    except PointsError:
        half = None
    assert half is None or 0 <= half <= 182
    problem = name_problem(text)
    assert problem is None or problem in ("empty", "too_long", "control", "composed")
    if problem is None:
        assert 0 < len(text) <= MAX_NAME and text == text.strip()
    assert names_problem([text, text]) is not None
    valid, problems = check_draft(DealDraft(taker=0, points=text), 3, Rules())
    assert valid is None or not problems
    count("form fields")
