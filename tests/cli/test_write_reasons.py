"""A file that cannot be written is told why in the player's language (``i18n.write_reason``): the system's own
words ("No space left on device") were set inside the Dutch sentence."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language, t, write_reason
from tarot_tui.persistence import FileReason, save_health
from tarot_tui.persistence.files import FileProblem

SYSTEM_WORDS = ("No space", "Permission", "denied", "Read-only", "device", "Errno", "file system")


@pytest.mark.parametrize(
    ("number", "nl", "en"),
    [
        (errno.ENOSPC, "de schijf is vol", "the disk is full"),
        (errno.EDQUOT, "de schijf is vol", "the disk is full"),
        (errno.EACCES, "het spel mag daar niet schrijven", "the game may not write there"),
        (errno.EROFS, "de schijf kan alleen gelezen worden", "the disk can only be read"),
        (errno.ENOENT, "de map is er niet (meer)", "the folder is not there (any more)"),
        (errno.EIO, "de schijf gaf een fout", "the disk reported an error"),
        (errno.EPIPE, "wat de uitvoer las, is gestopt", "whatever read the output has stopped"),
        (
            errno.ENAMETOOLONG,
            "het systeem weigert het (foutcode ENAMETOOLONG)",
            "the system refuses it (error code ENAMETOOLONG)",
        ),
    ],
)
def test_each_cause_has_its_sentence_in_both_languages(number: int, nl: str, en: str) -> None:
    assert write_reason(number, lang="nl") == nl
    assert write_reason(number, lang="en") == en


def test_a_file_the_game_refuses_to_write_through_is_told_by_its_kind() -> None:
    assert write_reason(errno.ELOOP, str(FileReason.NOT_A_FILE), "nl") == t("file.reason.not_a_file", "nl")


def test_a_failed_write_carries_what_the_player_is_told(tmp_path: Path) -> None:
    set_language("nl")
    try:
        problem = save_health.write_failed(tmp_path / "a.json", OSError(errno.ENOSPC, "No space left on device"))
        assert problem.reason == "No space left on device"  # for developers
        assert write_reason(problem.error_number, problem.kind) == "de schijf is vol"
        link = save_health.write_failed(
            tmp_path / "b.json", FileProblem("b.json is a link", reason=FileReason.NOT_A_FILE)
        )
        assert write_reason(link.error_number, link.kind) == t("file.reason.not_a_file")
    finally:
        save_health.reset()


@pytest.mark.parametrize(("lang", "sentence"), [("nl", "de schijf is vol"), ("en", "the disk is full")])
def test_output_to_a_full_disk_says_so_in_the_players_language(tmp_path: Path, lang: str, sentence: str) -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    env = {**os.environ, "TAROT_TUI_DATA_DIR": str(tmp_path)}
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "tarot_tui", "--lang", lang, "score", "--players", "4", "--contract", "garde",
             "--points", "50", "--bouts", "2"],
            stdout=full, stderr=subprocess.PIPE, text=True, env=env, timeout=60, check=False,
        )  # fmt: skip
    assert done.returncode == 2 and sentence in done.stderr, done.stderr
    assert not any(word in done.stderr for word in SYSTEM_WORDS), done.stderr
