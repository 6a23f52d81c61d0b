"""A laptop killed and started again (``tarot-tui phones --resume``): the same addresses, and each phone back at
its seat at the same card; the codes' file is this account's only and never read through a link."""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path

import pytest

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.code_file import codes_path, forget_codes, load_codes, save_codes, tidy_codes

from .phone_table import NAMES, Phone


def test_a_resumed_evening_serves_the_same_addresses_and_each_phone_is_back_at_the_same_card(tmp_path: Path) -> None:
    evening = Evening.new(
        NAMES[:4],
        ["human"] * 4,
        rules=Rules(),
        first_dealer=1,
        deals_planned=2,
        phones=range(4),
        directory=tmp_path,
        rng=random.Random(9),
    )
    host = PhoneHost(evening)
    kept = tmp_path / "phones"
    save_codes(evening.save.evening_id, host.codes.by_seat(), kept)
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    for _ in range(30):  # the bids, the écart, some cards
        seat = host.awaiting
        assert seat is not None
        host.receive(seat, json.dumps(phones[seat].answer(host.state(seat).model_dump(mode="json"))))
    before = {seat: host.state(seat).model_dump(mode="json") for seat in host.codes.seats}
    path = evening.path
    assert path is not None
    evening.close()  # the laptop is gone: what is on disk is all there is

    resumed = Evening.load(path)
    again = PhoneHost(resumed, codes=load_codes(resumed.save.evening_id, kept))
    assert again.codes.by_seat() == host.codes.by_seat()
    for seat in host.codes.seats:
        after = again.state(seat).model_dump(mode="json")
        for key in ("hand", "trick", "players", "position", "chien", "status"):
            assert after[key] == before[seat][key], key
        assert (after["ask"] is None) == (before[seat]["ask"] is None)
    resumed.close()


def test_the_codes_file_is_this_accounts_only_and_a_link_is_never_followed(tmp_path: Path) -> None:
    codes = {0: "A" * 43, 2: "b" * 43}
    save_codes("evening-1", codes, tmp_path)
    path = codes_path("evening-1", tmp_path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert load_codes("evening-1", tmp_path) == codes
    assert load_codes("evening-2", tmp_path) is None
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(path.read_text())
    path.unlink()
    os.symlink(elsewhere, path)
    assert load_codes("evening-1", tmp_path) is None
    save_codes("evening-1", {0: "C" * 43}, tmp_path)  # replaces the link, writes nothing through it
    assert not path.is_symlink() and json.loads(elsewhere.read_text())["codes"] == {"0": "A" * 43, "2": "b" * 43}
    forget_codes("evening-1", tmp_path)
    assert not path.exists()


@pytest.mark.parametrize(
    "text",
    ['{"evening_id": "evening-1", "codes": {"0": "short"}}', "not json", '{"evening_id": "evening-1"}', "x" * 5000],
    ids=["a short code", "not json", "no codes", "too big"],
)
def test_codes_that_cannot_be_trusted_are_not_used(tmp_path: Path, text: str) -> None:
    path = codes_path("evening-1", tmp_path)
    path.write_text(text)  # (the evenings of this test are saved elsewhere: autosave is off)
    assert load_codes("evening-1", tmp_path) is None
    host_codes = PhoneHost(_evening(tmp_path), codes=load_codes("evening-1", tmp_path)).codes.by_seat()
    assert all(len(code) >= 43 for code in host_codes.values())


def _evening(directory: Path) -> Evening:
    return Evening.new(
        NAMES[:3],
        ["human"] * 3,
        rules=Rules(),
        first_dealer=0,
        phones=range(3),
        directory=directory,
        autosave=False,
    )


def test_a_codes_folder_made_wider_before_is_narrowed_and_one_that_is_a_link_is_never_written_into(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "phones"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    save_codes("evening-1", {0: "A" * 43}, folder)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE(codes_path("evening-1", folder).stat().st_mode) == 0o600
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    linked = tmp_path / "linked"
    os.symlink(elsewhere, linked)
    with pytest.raises(OSError):
        save_codes("evening-1", {0: "A" * 43}, linked)
    assert list(elsewhere.iterdir()) == []


def test_the_codes_of_an_evening_whose_save_is_gone_are_removed_and_the_others_stay(tmp_path: Path) -> None:
    evenings = tmp_path / "evenings"
    evenings.mkdir()
    (evenings / "evening-1.json").write_text("{}")
    folder = tmp_path / "phones"
    save_codes("evening-1", {0: "A" * 43}, folder)
    save_codes("evening-2", {0: "B" * 43}, folder)  # its save was deleted, or kept aside as broken
    assert tidy_codes(evenings, folder) == ["evening-2"]
    assert load_codes("evening-1", folder) == {0: "A" * 43} and not codes_path("evening-2", folder).exists()
    assert tidy_codes(evenings, tmp_path / "nowhere") == []
