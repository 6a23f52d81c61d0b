"""One owner per evening (issue 25): two real copies of the game (processes) on one evening, as two terminals or
two browser tabs of ``serve`` are. The first holds it; the second is refused with ``EveningBusy`` (and the
player's sentence), the resume lists mark it, ``sheet``/``stats``/``export`` still read it; whatever the order of
their moves, no move the first has shown is lost; a ``kill -9`` of the holder frees it at once."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from kill_driver import digest, position

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening, open_elsewhere_text
from tarot_tui.i18n import set_language
from tarot_tui.persistence import (
    EveningBusy,
    KeptDeal,
    list_evenings,
    owner_elsewhere,
    read_evenings,
    read_save,
)
from tarot_tui.persistence.ownership import lock_path
from tarot_tui.sheets.keeper import KeeperEvening

DRIVER = Path(__file__).with_name("owner_driver.py")


class Copy:
    """A copy of the game in a process of its own (``owner_driver.py``), one command at a time."""

    def __init__(self, mode: str, save: Path, data: Path, seed: int) -> None:
        env = {**os.environ, "TAROT_TUI_DATA_DIR": str(data), "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), mode, str(save), str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.first = self._line()
        self.shown: tuple[int, int, str] | None = None
        """The last position this copy showed: deals, actions of the last deal, digest of every move."""

    @property
    def opened(self) -> bool:
        return self.first == "opened"

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            err = self.process.stderr.read() if self.process.stderr else ""
            raise AssertionError(f"the copy stopped:\n{err[-3000:]}")
        return line.strip()

    def send(self, command: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        answer = self._line()
        if command.startswith("play") and answer.split()[-1] != "-":
            deals, actions, seen = answer.split()
            self.shown = (int(deals), int(actions), seen)
        return answer

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def end(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(AssertionError, BrokenPipeError):
                self.send("exit")
            self.process.wait(timeout=30)


@pytest.fixture
def copies(data_dir: Path) -> Iterator[list[Copy]]:
    started: list[Copy] = []
    yield started
    for copy in started:
        if copy.process.poll() is None:
            copy.kill()


def saved_evening(data_dir: Path, moves: int = 30, seed: int = 4) -> Path:
    """An evening with ``moves`` moves, saved and left (not open anywhere)."""
    rng = random.Random(seed)
    evening = Evening.new(["Anna", "Bram", "Cees", "Dirk"], ["human"] * 4, rules=Rules(), first_dealer=0, rng=rng)
    for _ in range(moves):
        if evening.current is None:
            evening.start_deal()
        else:
            deal = evening.deal
            assert deal is not None
            evening.apply(rng.choice(list(deal.legal_actions())))
    getattr(evening, "close", evening.flush)()
    assert evening.path is not None
    return evening.path


def on_disk(save: Path, shown: tuple[int, int, str]) -> bool:
    """Whether every move ``shown`` is in what a new copy would resume."""
    match = read_save(save).match
    deals, actions = position(match)
    if (deals, actions) < shown[:2]:
        return False
    return digest(match, shown[0], shown[1]) == shown[2]


def start(copies: list[Copy], mode: str, save: Path, data_dir: Path, seed: int) -> Copy:
    copy = Copy(mode, save, data_dir, seed)
    copies.append(copy)
    return copy


INTERLEAVINGS = {
    # The fault as found: the second copy plays and leaves (a full save) while the first plays on.
    "second leaves while first plays": [
        ("a", "play 20"),
        ("b", "play 5"),
        ("a", "play 20"),
        ("b", "exit"),
        ("a", "play 15"),
    ],
    "both play in turns": [("a", "play 3"), ("b", "play 3"), ("a", "play 3"), ("b", "play 3"), ("a", "play 3")],
    "second flushes mid-deal": [("a", "play 40"), ("b", "flush"), ("a", "play 2"), ("b", "play 1"), ("a", "play 2")],
    "first leaves, second plays": [("a", "play 10"), ("b", "play 10"), ("a", "exit"), ("b", "play 10")],
}


@pytest.mark.parametrize("name", sorted(INTERLEAVINGS))
def test_two_copies_of_one_evening_lose_no_move_the_first_has_shown(
    data_dir: Path, copies: list[Copy], name: str
) -> None:
    save = saved_evening(data_dir)
    first = start(copies, "game", save, data_dir, 1)
    assert first.opened
    second = start(copies, "game", save, data_dir, 2)
    for who, command in INTERLEAVINGS[name]:
        copy = first if who == "a" else second
        if copy.process.poll() is not None or (copy is second and not second.opened and command != "exit"):
            continue
        copy.send(command)
        if first.shown is not None:
            assert on_disk(save, first.shown), f"{name}: a move the first copy showed is lost after {who} {command}"
    assert first.shown is not None
    first.kill()  # what is on the screen must be on disk even without a clean exit
    assert on_disk(save, first.shown)
    assert second.first.startswith("busy "), "the second copy was not told the evening is open elsewhere"
    assert int(second.first.split()[1]) == first.process.pid
    second.end()


def test_the_second_copy_is_refused_with_the_owner_and_the_sentence_says_since_when(
    data_dir: Path, copies: list[Copy]
) -> None:
    save = saved_evening(data_dir)
    holder = start(copies, "game", save, data_dir, 1)
    assert holder.opened
    with pytest.raises(EveningBusy) as caught:
        Evening.load(save)
    owner = caught.value.owner
    assert owner.pid == holder.process.pid
    assert owner.since is not None and abs((datetime.now(UTC) - owner.since).total_seconds()) < 60
    since = owner.since.astimezone().strftime("%H:%M")
    set_language("nl")
    assert open_elsewhere_text(owner.since) == f"Deze avond is sinds {since} open in een ander venster."
    set_language("en")
    assert open_elsewhere_text(owner.since) == f"This evening is open in another window since {since}."
    assert open_elsewhere_text(None) == "This evening is open in another window."
    set_language("nl")
    # The resume list marks it; reading it (sheet, stats, export) needs no lock and is never refused.
    infos, errors = list_evenings()
    assert errors == [] and [(i.path, i.open_elsewhere) for i in infos] == [(save, True)]
    assert infos[0].open_since == owner.since
    loaded, errors = read_evenings()
    assert errors == [] and len(loaded) == 1
    holder.send("play 5")
    assert holder.shown is not None and on_disk(save, holder.shown)
    # Leaving the table lets go: the evening can be opened here now, and is no longer marked.
    holder.send("close")
    assert not lock_path(save).exists()
    assert [i.open_elsewhere for i in list_evenings()[0]] == [False]
    evening = Evening.load(save)
    assert position(evening.match) == holder.shown[:2]
    evening.close()
    holder.end()


def test_a_killed_holder_leaves_nothing_to_clean_up_and_the_evening_resumes_at_once(
    data_dir: Path, copies: list[Copy]
) -> None:
    save = saved_evening(data_dir)
    for round_ in range(3):
        holder = start(copies, "game", save, data_dir, 10 + round_)
        assert holder.opened
        holder.send("play 25")
        assert owner_elsewhere(save) is not None
        holder.kill()
        assert holder.shown is not None
        began = time.monotonic()
        assert owner_elsewhere(save) is None
        evening = Evening.load(save)  # at once: the lock went with the process
        assert time.monotonic() - began < 1.0
        assert position(evening.match) == holder.shown[:2] and digest(evening.match) == holder.shown[2]
        evening.close()


def test_a_kept_evening_has_one_owner_too(data_dir: Path, copies: list[Copy]) -> None:
    keeper = KeeperEvening.new(["Anna", "Bram", "Cees", "Dirk"], rules=Rules(), first_dealer=0)
    keeper.add(KeptDeal(taker=0, contract="prise", attack_half_points=120, bouts=1))
    getattr(keeper, "close", lambda: None)()
    assert keeper.path is not None
    save = keeper.path
    first = start(copies, "keeper", save, data_dir, 1)
    assert first.opened
    second = start(copies, "keeper", save, data_dir, 2)
    first.send("play 3")
    if second.opened:  # the code before ownership: the second copy's older sheet overwrites the first's deals
        second.send("play 1")
    first.send("play 2")
    first.kill()
    kept = read_save(save).save.kept
    assert len(kept) >= 1 + 3 + 2, f"kept deals lost: {len(kept)} on disk, 6 entered by the first copy"
    assert second.first.startswith("busy ")
    second.end()
    resumed = KeeperEvening.load(save)  # the lock went with the killed copy
    assert len(resumed.kept) == 6
    resumed.close()


def test_a_crafted_lock_file_is_never_trusted(data_dir: Path, copies: list[Copy]) -> None:
    save = saved_evening(data_dir)
    holder = start(copies, "game", save, data_dir, 1)
    assert holder.opened
    lock = lock_path(save)
    for junk in (
        b"\x1b]0;pwned\x07" * 40,
        b'{"pid": "1; rm", "since": "\x1b[2J"}',
        b'{"pid": -4, "since": "0001-01-01T00:00:00+00:00"}',
        b'{"pid": true, "since": "2026-01-01T21:04:00"}',
        b"[" * 200,
        json.dumps({"pid": 123, "since": "2026-01-01T21:04:00+00:00", "x": "y" * 300}).encode(),
        b"\xff\xfe",
    ):
        lock.write_bytes(junk)  # the holder's lock stands whatever its line says
        infos, _ = list_evenings()
        assert infos[0].open_elsewhere and infos[0].open_since is None
        with pytest.raises(EveningBusy) as caught:
            Evening.load(save)
        assert caught.value.owner.pid is None and caught.value.owner.since is None
    holder.end()


def test_a_window_letting_go_of_its_evening_never_sees_it_open_elsewhere(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Leaving the table lets go of the evening while the start screen's scan asks who holds it (on a worker
    thread): in the moment between forgetting the ownership and freeing the lock, the scan must not call this
    very window "another window" (seen once in play after leaving from the sheet: the evening just left was marked
    open elsewhere and could not be resumed)."""
    import tarot_tui.persistence.ownership as ownership

    save = saved_evening(data_dir)
    evening = Evening.load(save)
    assert owner_elsewhere(save) is None  # this process holds it
    seen: list[object] = []
    real = ownership._still_named

    def scan_in_the_middle(fd: int, path: Path) -> bool:
        seen.append(owner_elsewhere(save))  # the scan, in the middle of the letting go
        return real(fd, path)

    monkeypatch.setattr(ownership, "_still_named", scan_in_the_middle)
    evening.close()
    assert seen == [None]
    assert owner_elsewhere(save) is None
