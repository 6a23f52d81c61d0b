"""Dutch texts of the table's turn flow: undo, forced moves, the trick review. Keys match ``table_en.py``."""

MESSAGES: dict[str, str] = {
    "key.chelem": "Chelem?",
    "key.chelem_on": "Chelem? (aan)",
    "key.review": "Slagen",
    "key.undo": "Terugnemen",
    "log.forced_card": "{player} kon alleen {card} spelen; die is vanzelf gespeeld (regel {rule}).",
    "log.forced_pass": "{player} kon alleen passen (regel R4.2).",
    "log.taken_back": "{player} neemt de laatste beslissing terug.",
    "review.title": "Slagen van spel {number}",
    "review.empty": "Er is nog geen slag gespeeld.",
    "review.trick": "Slag {number}",
    "review.leads": "{player} komt uit",
    "review.won_by": "voor {player}",
    "review.points": "{points} punten",
    "review.excuse.stays": "de Excuse blijft in het kamp van {winner} (regel {rule})",
    "review.excuse.returns": (
        "de Excuse gaat terug naar het kamp van {player} en telt niet mee in deze slag; dat kamp geeft {winner}"
        " er een lage kaart (een half punt) voor (regel {rule})"
    ),
    "review.excuse.changes_camp": (
        "de Excuse, gespeeld in de laatste slag, wisselt van kamp en telt niet mee in deze slag (regel {rule})"
    ),
    "review.excuse.hidden": (
        "{player} houdt de Excuse voorlopig: waar hij heen gaat hangt af van de verborgen partner (regel {rule})"
    ),
    "review.keys": "↑↓ bladeren · Esc terug",
    "ui.call_own": "(zelf in hand)",
    "ui.call_hint": (
        "Roep je een kaart uit je eigen hand, of ligt die in de hond, dan speel je alleen tegen vier (regel R5.4)."
    ),
    "ui.chelem_asked": "Daarna volgt de chelemvraag (regel R8.2).",
    "ui.settings.every_move": "Verloop met elke kaart, beurt en weigering (schermlezer)",
    "log.card": "{player} speelt",
    "log.turn": "Aan de beurt: {player}.",
    "ui.settings.auto_play": "Enige toegestane kaart vanzelf spelen",
    "ui.thinking_now": "{player} denkt na",
}
