"""Dutch texts of the saved evenings (resuming any of them) and of the players remembered from them. Keys
match ``evenings_en.py``."""

MESSAGES: dict[str, str] = {
    "evenings.title": "Verder met een bewaarde avond",
    "evenings.help": "Kies een avond met ↑↓ en Enter; Esc gaat terug. De nieuwste staat bovenaan.",
    "evenings.when": "%d-%m-%Y %H:%M",
    "evenings.deals.none": "nog geen spel gespeeld",
    "evenings.deals.one": "1 spel gespeeld",
    "evenings.deals.many": "{count:n:spel:spellen} gespeeld",
    "evenings.deals.planned": "{done} van {planned} spellen gespeeld",
    "evenings.on_phones": "Met de eigen telefoon: {names}",
    "evenings.standings_unseen": "afgelopen, de eindstand nog niet bekeken",
    "evenings.in_deal": "midden in een spel",
    "evenings.none_to_resume": "Er is geen onafgemaakte avond om verder te spelen: begin een nieuwe avond met n.",
    "evenings.start_one": "Bewaarde avond: {line}",
    "evenings.start_many": "{count} bewaarde avonden (v om er een te kiezen):",
    "evenings.start_more": "… en nog {count}",
    "evenings.open_elsewhere": "Deze avond is sinds {since} open in een ander venster.",
    "evenings.open_elsewhere_unknown": "Deze avond is open in een ander venster.",
    "evenings.fragment_kept": (
        "De laatste regel van het logboek van deze avond was maar half geschreven (het spel werd onderbroken); "
        "die {size} bytes staan apart in {path}, alle zetten ervoor zijn er nog."
    ),
    "evenings.fragment_lost": (
        "De laatste regel van het logboek van deze avond was maar half geschreven (het spel werd onderbroken); "
        "die {size} bytes zijn weggelaten, alle zetten ervoor zijn er nog."
    ),
    "key.choose": "Kiezen",
    "players.remembered": "Namen van eerdere avonden: {names}",
    "players.remembered_help": "Typ de eerste letters: de rest verschijnt grijs, → neemt de naam over.",
    "level.random": "willekeurig",
    "level.beginner": "beginner",
    "level.strong": "sterk",
    "bot.names": "Sjef,Truus,Kees,Mien,Joop,Bep,Toon,Riek,Harm,Door",
}
