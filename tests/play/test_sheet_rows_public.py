"""The evening's sheet reads each deal's public view: a 5-player deal in play names no partner on its row before
the called card shows (R5.3), and a finished deal's row names the one the engine counted."""

from __future__ import annotations

import random
from pathlib import Path

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.engine import Phase, Rules, view_for
from tarot_tui.evening import Evening
from tarot_tui.sheets.rows import played_rows


def test_a_deal_in_play_names_no_hidden_partner(tmp_path: Path) -> None:
    hidden = known = 0
    for seed in range(30):
        names = ["Ans", "Bob", "Cor", "Dirk", "Eva"]
        evening = Evening.new(
            names,
            ["human"] * 5,
            rules=Rules(),
            first_dealer=0,
            directory=tmp_path,
            autosave=False,
            rng=random.Random(seed),
        )
        played = evening.start_deal()
        deal = played.deal
        bot, rng = BeginnerPlayer(), random.Random(seed)
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            row = played_rows(evening.match)[-1]
            if deal.taker is not None and deal.partner is not None and not deal.partner_revealed:
                assert row.partner is None  # the engine knows him; the table does not yet
                hidden += 1
            deal.apply(bot.choose(view_for(deal, seat), rng), seat=seat)
        row = played_rows(evening.match)[-1]
        if deal.phase is Phase.SCORED and deal.partner is not None:
            assert row.partner == played.seats[deal.partner]
            known += 1
    assert hidden and known
