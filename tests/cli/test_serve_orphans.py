"""A tab's game ends with its server: ``tarot-tui serve`` killed (``kill -9``, an out-of-memory kill, a closed
terminal that takes only the server) left every game it had started running with nobody to talk to, each holding
its evening's lock, so the evening could not be resumed in any window ("open in another window since …") until
someone found and killed the orphan by hand. Tested against a real server process on 127.0.0.1 (Linux: the game
processes are found through ``/proc``)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path

import aiohttp
import pytest

pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")

from serve_process import read_until_quiet, serving, ws_url

from tarot_tui.persistence.ownership import owner_elsewhere

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds the processes through /proc")


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if parent == pid:
            found.append(int(entry.name))
    return found


def descendants(pid: int) -> list[int]:
    found = []
    for child in children(pid):
        found += [child, *descendants(child)]
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


async def start_an_evening(url: str, origin: str) -> None:
    """A tab that starts a new evening (n, then Ctrl+S) and sits down at its table, then stays open."""
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(url, origin=origin)
    assert "New evening" in await read_until_quiet(ws)
    await ws.send_json(["stdin", "n"])
    await read_until_quiet(ws)
    await ws.send_json(["stdin", "\x13"])
    await read_until_quiet(ws)
    START_TABS.append((session, ws))


START_TABS: list[tuple[aiohttp.ClientSession, aiohttp.ClientWebSocketResponse]] = []


def test_a_killed_server_takes_its_games_with_it_and_their_evenings_are_free(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(start_an_evening(ws_url(served, 120, 40), served.origin))
            games = descendants(served.process.pid)
            assert games, "the tab's game runs under the server"
            saves = list((tmp_path / "data" / "evenings").glob("*.json"))
            assert len(saves) == 1 and owner_elsewhere(saves[0]) is not None  # the tab's game holds it
            served.process.send_signal(signal.SIGKILL)
            served.process.wait(timeout=15)
            deadline = time.monotonic() + 20
            while any(alive(pid) for pid in games) and time.monotonic() < deadline:
                time.sleep(0.1)
            left = [pid for pid in games if alive(pid)]
            for pid in left:  # do not leave them behind for the next test
                os.kill(pid, signal.SIGKILL)
            assert left == [], "the games outlived their server"
            assert owner_elsewhere(saves[0]) is None  # the evening can be resumed in another window at once
        finally:
            for session, ws in START_TABS:
                loop.run_until_complete(ws.close())
                loop.run_until_complete(session.close())
            START_TABS.clear()
            loop.close()


def test_a_stopped_server_closes_its_tabs_and_ends_their_games_at_once(tmp_path: Path) -> None:
    """A plain ``kill`` (SIGTERM) of ``serve`` with a tab open took a minute to stop it: aiohttp waited for the
    tab's socket, and the game held its evening all that time. The server closes its tabs now, which ends their
    games as closing a tab does."""
    with serving(tmp_path) as served:
        loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(start_an_evening(ws_url(served, 120, 40), served.origin))
            games = descendants(served.process.pid)
            assert games
            saves = list((tmp_path / "data" / "evenings").glob("*.json"))
            started = time.monotonic()
            served.process.send_signal(signal.SIGTERM)
            served.process.wait(timeout=30)
            took = time.monotonic() - started
            deadline = time.monotonic() + 15
            while any(alive(pid) for pid in games) and time.monotonic() < deadline:
                time.sleep(0.1)
            left = [pid for pid in games if alive(pid)]
            for pid in left:
                os.kill(pid, signal.SIGKILL)
            assert took < 15, f"the server took {took:.0f} s to stop"
            assert left == [] and owner_elsewhere(saves[0]) is None
        finally:
            for session, ws in START_TABS:
                loop.run_until_complete(ws.close())
                loop.run_until_complete(session.close())
            START_TABS.clear()
            loop.close()
