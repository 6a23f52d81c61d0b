"""Dutch texts of the table's turn flow: undo, forced moves, the trick review. Keys match ``table_en.py``."""

MESSAGES: dict[str, str] = {
    "key.chelem": "Chelem?",
    "key.review": "Slagen",
    "key.undo": "Terugnemen",
    "log.forced_card": "{player} kon alleen {card} spelen; die is vanzelf gespeeld (regel R9.4).",
    "log.forced_pass": "{player} kon alleen passen (regel R4.2).",
    "log.taken_back": "{player} neemt de laatste beslissing terug.",
    "review.title": "Slagen van spel {number}",
    "review.empty": "Er is nog geen slag gespeeld.",
    "review.trick": "Slag {number}",
    "review.leads": "{player} komt uit",
    "review.won_by": "voor {player}",
    "review.points": "{points} punten",
    "review.excuse": "de Excuse blijft bij {player} (regel R9.7)",
    "review.keys": "↑↓ bladeren · Esc terug",
    "ui.call_own": "(zelf in hand)",
    "ui.chelem_asked": "Na het écart volgt de vraag of je een chelem aankondigt (regel R8.2).",
    "ui.settings.auto_play": "Enige toegestane kaart vanzelf spelen",
    "ui.thinking_now": "{player} denkt na",
}
