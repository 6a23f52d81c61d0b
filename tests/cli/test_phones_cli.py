"""``tarot-tui phones`` on the command line: its help in both languages, and a bad table said in one line."""

from __future__ import annotations

import pytest

from tarot_tui.__main__ import main


@pytest.mark.parametrize("names", ["Anna,Bram", "Anna,Bram,Anna,Daan", "A,B,C,D,E,F", "Anna,,Cor"])
def test_a_table_that_cannot_be_is_said_in_one_line(names: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["phones", "--names", names, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "3 to 5 different names" in err


def test_the_help_says_what_it_does_in_dutch_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    for lang, words in (("nl", "telefoon"), ("en", "phone")):
        with pytest.raises(SystemExit):
            main(["--lang", lang, "phones", "--help"])
        assert words in capsys.readouterr().out


@pytest.mark.parametrize(
    "seats", ["phone,phone,phone", "beginner,beginner,beginner,beginner", "phone,phone,human,phone"]
)
def test_seats_that_do_not_fit_are_said_in_one_line(seats: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["phones", "--names", "Anna,Bram,Cor,Daan", "--seats", seats, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "at least one phone" in err
