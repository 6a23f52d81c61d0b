"""Seeds for the computer players' randomness: the same position gives the same choice in every process."""

from __future__ import annotations

import hashlib

from tarot_tui.engine import Deal, card_str


def position_seed(deal: Deal, seat: int) -> str:
    """A seed naming the deal (its pack order, chien gaps and dealer) and how far it has gone.

    Built from the layout rather than ``hash()``, whose string hashes change between processes, so that an
    evening shuffled with ``--seed`` is played the same way by the computers every time.
    """
    layout = deal.layout
    if layout is None:
        name = ",".join(card_str(c) for hand in deal.hands for c in range(78) if hand >> c & 1)
    else:
        name = ",".join(card_str(c) for c in layout.deck) + "|" + ",".join(str(g) for g in layout.chien_gaps)
    digest = hashlib.sha256(f"{name}|{deal.players}|{deal.dealer}".encode()).hexdigest()[:16]
    return f"{digest}:{len(deal.history)}:{seat}"
