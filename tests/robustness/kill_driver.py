"""A game process for the kill test: it plays on and prints, after every move the screen shows, where the
evening stands; the test kills it (SIGKILL) at a random moment and checks the save.

    python kill_driver.py api <seed>    # the Evening API as the table drives it (background writer, journal)
    python kill_driver.py app <seed>    # the real app, headless, a scripted table pressing the keys

Either resumes the newest unfinished evening in ``$TAROT_TUI_DATA_DIR`` (the app through its start screen's
resume), or starts one. Each line printed is ``<deals> <actions of the last deal> <digest>``: what was on the
screen when it was printed; ``undo`` says an undo of up to three moves is under way.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import sys
from pathlib import Path

from tarot_tui.engine import Match, Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import list_evenings


def digest(match: Match, deals: int | None = None, actions: int | None = None) -> str:
    """The moves of ``match`` (its first ``deals`` deals, the last cut to ``actions``) as a short hash."""
    histories = [[str(a) for _, a in p.deal.history] for p in match.deals]
    if deals is not None:
        histories = histories[:deals]
        if actions is not None and histories:
            histories[-1] = histories[-1][:actions]
    return hashlib.sha1(repr(histories).encode()).hexdigest()[:12]


def position(match: Match) -> tuple[int, int]:
    return len(match.deals), len(match.deals[-1].deal.history) if match.deals else 0


def report(match: Match) -> None:
    deals, actions = position(match)
    print(deals, actions, digest(match), flush=True)


def resumable() -> Path | None:
    infos, _ = list_evenings()
    return next((i.path for i in infos if i.kind == "game" and not i.finished), None)


def undo(evening: Evening, count: int) -> None:
    """The table's undo as the lead builds it: the current deal's actions shrink, then ``persist``."""
    record = evening.save.match
    last = record.deals[-1]
    shorter = last.model_copy(update={"actions": last.actions[: max(0, len(last.actions) - count)]})
    evening.match = Match.from_record(record.model_copy(update={"deals": [*record.deals[:-1], shorter]}))
    evening.persist()


def run_api(seed: int) -> None:
    rng = random.Random(seed)
    path = resumable()
    if path is not None:
        evening = Evening.load(path, rng=rng)
    else:
        names = ["Anna", "Bram", "Cees", "Dirk"]
        evening = Evening.new(names, ["human"] * 4, rules=Rules(), first_dealer=0, rng=rng)
    evening.write_in_background()
    report(evening.match)
    while True:
        if evening.current is None:
            evening.start_deal()
        elif rng.random() < 0.02 and evening.deal is not None and evening.deal.history:
            print("undo", flush=True)  # the moves shown may go back by up to three
            undo(evening, rng.randint(1, 3))
        else:
            deal = evening.deal
            assert deal is not None
            evening.apply(rng.choice(list(deal.legal_actions())))
        report(evening.match)


async def run_app(seed: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
    from harness import make_app, settle, step, table_screen

    from tarot_tui.app.table.screen import TableScreen

    rng = random.Random(seed)
    app = make_app(seed)
    async with app.run_test(size=(110, 36)) as pilot:
        await settle(pilot)
        if resumable() is not None:
            await pilot.press("v")
        else:
            names = ["Anna", "Bram", "Cees", "Dirk"]
            evening = Evening.new(
                names, ["human", "human", "beginner", "beginner"], rules=Rules(), first_dealer=0, rng=app.rng
            )
            app.push_screen(TableScreen(evening))
        await settle(pilot)
        while True:
            await step(pilot, rng)
            report(table_screen(app).evening.match)


if __name__ == "__main__":
    mode, seed = sys.argv[1], int(sys.argv[2])
    if mode == "api":
        run_api(seed)
    else:
        asyncio.run(run_app(seed))
