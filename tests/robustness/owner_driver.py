"""One copy of the game for the tests of one owner per evening: it opens a saved evening as a window does,
then obeys lines read from stdin, answering each with one line.

    python owner_driver.py game <save> <seed>     # a played evening, as the table drives it (journal, writer)
    python owner_driver.py keeper <save> <seed>   # a kept evening, as the keeper's sheet drives it

First line out: ``opened`` or ``busy <pid> <since>``. Commands: ``play N`` (N random legal moves, or kept deals;
answers ``<deals> <actions> <digest>`` of everything this copy has shown), ``flush``, ``close`` (leaving the table),
``exit`` (flush, close and end). After ``busy`` it only answers ``exit``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from kill_driver import digest, position

from tarot_tui import persistence
from tarot_tui.evening import Evening
from tarot_tui.persistence import KeptDeal
from tarot_tui.sheets.keeper import KeeperEvening

EveningBusy: type[Exception] = getattr(persistence, "EveningBusy", LookupError)  # (the code before it had none)


def close(evening: object) -> None:
    """Leave the table (the code before ownership had only ``flush``)."""
    getattr(evening, "close", getattr(evening, "flush", lambda: None))()


def main() -> None:
    mode, path, seed = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    game: Evening | None = None
    keeper: KeeperEvening | None = None
    try:
        if mode == "game":
            game = Evening.load(path, rng=rng)
            game.write_in_background()
        else:
            keeper = KeeperEvening.load(path)
    except EveningBusy as err:
        owner = err.owner  # type: ignore[attr-defined]
        since = owner.since.isoformat() if owner.since is not None else "-"
        print("busy", owner.pid, since, flush=True)
        for line in sys.stdin:
            if line.strip() == "exit":
                print("bye", flush=True)
                return
        return
    print("opened", flush=True)
    for line in sys.stdin:
        command, *args = line.split()
        if command == "play":
            for _ in range(int(args[0])):
                if game is not None:
                    if game.current is None:
                        game.start_deal()
                    else:
                        deal = game.deal
                        assert deal is not None
                        game.apply(rng.choice(list(deal.legal_actions())))
                elif keeper is not None:
                    taker = rng.randrange(keeper.players)
                    points = rng.randrange(0, 182)
                    keeper.add(KeptDeal(taker=taker, contract="garde", attack_half_points=points, bouts=1))
            if game is not None:
                print(*position(game.match), digest(game.match), flush=True)
            elif keeper is not None:
                print(len(keeper.kept), "-", flush=True)
        elif command == "flush":
            if game is not None:
                game.flush()
            print("flushed", flush=True)
        elif command == "close":
            close(game if game is not None else keeper)
            print("closed", flush=True)
        elif command == "exit":
            close(game if game is not None else keeper)
            print("bye", flush=True)
            return


if __name__ == "__main__":
    main()
