"""``tarot-tui sheet`` (and ``stats``, ``export``, which say it the same way) tells why a save cannot be read in
the player's language: the sentence of the problem's kind, never the reader's technical English."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from broken_files import BREAKS, ENGLISH_WORDS, SETTINGS_GARBAGE, reason_part, saved_evening
from tarot_tui.__main__ import main
from tarot_tui.i18n import FILE_REASONS, Lang, file_reason
from tarot_tui.persistence import FileReason, read_saves

BROKEN = {
    "nl": "tarot-tui sheet: een bewaarde avond kon niet worden gelezen (",
    "en": "tarot-tui sheet: a saved evening could not be read (",
}


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder(columns=160)


def sheet(capsys: pytest.CaptureFixture[str], lang: Lang) -> tuple[int, str]:
    code = main(["sheet"] if lang == "nl" else ["sheet", "--lang", "en"])
    return code, capsys.readouterr().err


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("kind", list(BREAKS))
def test_sheet_tells_a_broken_save_in_the_players_language(
    capsys: pytest.CaptureFixture[str], kind: str, lang: Lang
) -> None:
    path = saved_evening()
    BREAKS[kind](path)
    code, err = sheet(capsys, lang)
    assert code == 0 and err.count("\n") == 1
    shown = reason_part(err)
    assert shown == BROKEN[lang] + file_reason(kind, lang) + ")"
    assert not [word for word in ENGLISH_WORDS if word in shown]
    assert "Traceback" not in err


@pytest.mark.parametrize("kind", list(BREAKS))
def test_the_technical_detail_stays_on_the_error_for_developers(kind: str) -> None:
    path = saved_evening()
    BREAKS[kind](path)
    _, errors = read_saves()
    assert [e.reason for e in errors] == [FileReason(kind)]
    assert str(errors[0])  # the reader's own words, in English, for a log


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_settings_file_of_garbage_puts_no_english_words_in_the_sheet(
    capsys: pytest.CaptureFixture[str], data_dir: Path, lang: Lang
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(SETTINGS_GARBAGE, encoding="utf-8")
    saved_evening()
    code, err = sheet(capsys, lang)
    assert code == 0 and not [word for word in ENGLISH_WORDS if word in err]


def test_every_kind_has_a_sentence_in_each_language_without_technical_words() -> None:
    assert set(FILE_REASONS) == {str(kind) for kind in FileReason}
    for kind in FileReason:
        nl, en = file_reason(kind, "nl"), file_reason(kind, "en")
        assert nl and en and nl != en
        assert not [word for word in ENGLISH_WORDS if word in nl + " " + en]
