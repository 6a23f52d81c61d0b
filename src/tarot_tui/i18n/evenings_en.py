"""English texts of the saved evenings (resuming any of them) and of the players remembered from them. Keys
match ``evenings_nl.py``."""

MESSAGES: dict[str, str] = {
    "evenings.title": "Resume a saved evening",
    "evenings.help": "Pick an evening with ↑↓ and Enter; Esc goes back. The newest is at the top.",
    "evenings.when": "%Y-%m-%d %H:%M",
    "evenings.deals.none": "no deal played yet",
    "evenings.deals.one": "1 deal played",
    "evenings.deals.many": "{count:n:deal:deals} played",
    "evenings.deals.planned": "{done} of {planned} deals played",
    "evenings.in_deal": "in the middle of a deal",
    "evenings.start_one": "Saved evening: {line}",
    "evenings.start_many": "{count} saved evenings (v to pick one):",
    "evenings.start_more": "… and {count} more",
    "key.choose": "Pick",
    "players.remembered": "Names of earlier evenings: {names}",
    "players.remembered_help": "Type the first letters: the rest shows in grey, → takes the name.",
    "level.random": "random",
    "level.beginner": "beginner",
    "level.strong": "strong",
    "bot.names": "Ada,Basil,Cora,Dexter,Edna,Felix,Greta,Hugo,Iris,Jasper",
}
