"""The data folder and every file the game writes in it are the account's own (0700 / 0600): a hand in a save is
nobody else's business, whatever the umask (docs/threat-model.md, "What is not held" said 0644 before)."""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import pytest

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import AppSettings, SaveWriter, journal_path, save_settings

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def open_umask() -> object:
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_the_data_folder_saves_journals_and_settings_are_private(data_dir: Path, open_umask: object) -> None:
    assert not data_dir.exists()
    assert save_settings(AppSettings())
    evening = Evening.new(["Anna", "Bram", "Cees", "Dirk"], ["human"] * 4, rules=Rules(), first_dealer=0)
    evening.write_in_background(SaveWriter(lambda path, text: None))  # the moves stay in the journal
    evening.start_deal()
    rng = random.Random(3)
    for _ in range(6):
        deal = evening.deal
        assert deal is not None
        evening.apply(rng.choice(list(deal.legal_actions())))
    saves = sorted((data_dir / "evenings").glob("*.json"))
    assert saves
    written = [data_dir, data_dir / "evenings", data_dir / "settings.json", *saves]
    journals = [journal_path(save) for save in saves if journal_path(save).exists()]
    assert journals  # the moves since the first snapshot
    written += journals
    try:
        for path in written:
            wanted = 0o700 if path.is_dir() else 0o600
            assert mode(path) == wanted, f"{path.name}: {oct(mode(path))}"
    finally:
        evening.close()
    for save in sorted((data_dir / "evenings").glob("*.json")):  # the last snapshot, written as it closed
        assert mode(save) == 0o600
