"""English texts of the table's turn flow: undo, forced moves, the trick review. Keys match ``table_nl.py``."""

MESSAGES: dict[str, str] = {
    "key.chelem": "Chelem?",
    "key.chelem_on": "Chelem? (on)",
    "key.review": "Tricks",
    "key.undo": "Take back",
    "log.forced_card": "{player} could only play {card}; it was played for them (rule {rule}).",
    "log.forced_pass": "{player} could only pass (rule R4.2).",
    "log.taken_back": "{player} takes back their last decision.",
    "review.title": "Tricks of deal {number}",
    "review.empty": "No trick has been played yet.",
    "review.trick": "Trick {number}",
    "review.leads": "{player} leads",
    "review.won_by": "to {player}",
    "review.points": "{points} points",
    "review.excuse.stays": "the Excuse stays with {winner}'s camp (rule {rule})",
    "review.excuse.returns": (
        "the Excuse goes back to {player}'s camp, not counted in this trick; that camp gives {winner} a low card"
        " (half a point) for it (rule {rule})"
    ),
    "review.excuse.changes_camp": (
        "the Excuse, played to the last trick, changes camp: not counted in this trick (rule {rule})"
    ),
    "review.excuse.hidden": (
        "{player} keeps the Excuse for now: where it goes depends on the hidden partner (rule {rule})"
    ),
    "review.keys": "↑↓ browse · Esc back",
    "ui.call_own": "(in your hand)",
    "ui.call_hint": (
        "Call a card from your own hand, or one lying in the chien, and you play alone against four (rule R5.4)."
    ),
    "ui.chelem_asked": "Then comes the chelem question (rule R8.2).",
    "ui.settings.every_move": "Log every card, turn and refusal (screen readers)",
    "log.card": "{player} plays",
    "log.turn": "{player} to play.",
    "ui.settings.auto_play": "Play a card that is the only one allowed by itself",
    "ui.thinking_now": "{player} is thinking",
}
