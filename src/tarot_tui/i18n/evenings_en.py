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
    "evenings.on_phones": "On their phones: {names}",
    "evenings.standings_unseen": "over, the final standings not yet seen",
    "evenings.in_deal": "in the middle of a deal",
    "evenings.none_to_resume": "There is no unfinished evening to resume: start a new evening with n.",
    "evenings.start_one": "Saved evening: {line}",
    "evenings.start_many": "{count} saved evenings (v to pick one):",
    "evenings.start_more": "… and {count} more",
    "evenings.open_elsewhere": "This evening is open in another window since {since}.",
    "evenings.open_elsewhere_unknown": "This evening is open in another window.",
    "evenings.fragment_kept": (
        "The last line of this evening's journal was only half written (the game was cut off); "
        "those {size} bytes are kept aside in {path}, and every move before them is still there."
    ),
    "evenings.fragment_lost": (
        "The last line of this evening's journal was only half written (the game was cut off); "
        "those {size} bytes were left out, and every move before them is still there."
    ),
    "key.choose": "Pick",
    "players.remembered": "Names of earlier evenings: {names}",
    "players.remembered_help": "Type the first letters: the rest shows in grey, → takes the name.",
    "level.random": "random",
    "level.beginner": "beginner",
    "level.strong": "strong",
    "bot.names": "Ada,Basil,Cora,Dexter,Edna,Felix,Greta,Hugo,Iris,Jasper",
}
