"""English texts of the table's turn flow: undo, forced moves, the trick review. Keys match ``table_nl.py``."""

MESSAGES: dict[str, str] = {
    "key.chelem": "Chelem?",
    "key.review": "Tricks",
    "key.undo": "Take back",
    "log.forced_card": "{player} could only play {card}; it was played for them (rule R9.4).",
    "log.forced_pass": "{player} could only pass (rule R4.2).",
    "log.taken_back": "{player} takes back their last decision.",
    "review.title": "Tricks of deal {number}",
    "review.empty": "No trick has been played yet.",
    "review.trick": "Trick {number}",
    "review.leads": "{player} leads",
    "review.won_by": "to {player}",
    "review.points": "{points} points",
    "review.excuse": "the Excuse stays with {player} (rule R9.7)",
    "review.keys": "↑↓ browse · Esc back",
    "ui.call_own": "(in your hand)",
    "ui.chelem_asked": "After the écart you will be asked whether you announce a chelem (rule R8.2).",
    "ui.settings.auto_play": "Play a card that is the only one allowed by itself",
    "ui.thinking_now": "{player} is thinking",
}
