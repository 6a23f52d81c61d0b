"""Dutch words of the command line: the usage and help of every subcommand, and argparse's own words.
Keys must match ``cli_en.py`` exactly (a test checks it). Help texts are %-formatted by argparse: a percent
sign is written %%."""

MESSAGES: dict[str, str] = {
    # argparse's own words
    "cli.usage": "gebruik: ",
    "cli.section.positional arguments": "argumenten",
    "cli.section.options": "opties",
    "cli.commands": "opdrachten",
    "cli.command_metavar": "OPDRACHT",
    "cli.help.help": "toon deze hulp en stop",
    "cli.error": "fout",
    "cli.try_help": "probeer {prog} --help",
    "cli.argparse.argument": "{name}: {message}",
    "cli.argparse.invalid_choice": "{value} kan niet: kies uit {choices}",
    "cli.argparse.required": "dit moet erbij: {args}",
    "cli.argparse.unrecognized": "onbekend: {args}",
    "cli.argparse.expected_one": "hier hoort een waarde bij",
    "cli.argparse.expected_at_most_one": "hier hoort hoogstens één waarde bij",
    "cli.argparse.expected_at_least_one": "hier hoort minstens één waarde bij",
    "cli.argparse.invalid_int": "{value} is geen geheel getal",
    "cli.argparse.invalid_float": "{value} is geen getal",
    "cli.argparse.invalid_value": "{value} kan hier niet",
    "cli.argparse.not_allowed_with": "kan niet samen met {other}",
    "cli.argparse.one_required": "een van deze moet erbij: {args}",
    "cli.argparse.ambiguous": "{option} is niet duidelijk: bedoel je {matches}?",
    "cli.argparse.explicit": "{value} hoort niet bij deze optie",
    # metavars
    "cli.metavar.evening": "AVOND",
    "cli.metavar.file": "BESTAND",
    "cli.metavar.poignee": "GROOTTE:KAMP",
    "cli.metavar.camp": "KAMP",
    "cli.metavar.level_file": "BESTAND.py",
    "cli.metavar.levels": "NIVEAUS",
    # tarot-tui
    "cli.desc.main": "Frans Tarot (FFT-regels) voor 3, 4 of 5 spelers in de terminal. Zonder opdracht begint het "
    "spel. Taal: --lang, anders die van de instellingen, anders LC_ALL/LC_MESSAGES/LANG (en… is Engels), anders "
    "Nederlands.",
    "cli.help.lang": "taal: nl of en (anders de instellingen, dan LC_ALL/LC_MESSAGES/LANG, dan Nederlands)",
    "cli.help.seed": "schud met dit getal (speel een sessie precies na)",
    "cli.help.ascii_game": "kaarten als letters (S H D C) en geen lijntekens, voor elke terminal",
    "cli.help.json": "één JSON-object in plaats van tabellen",
    # tarot-tui score
    "cli.help.score": "tel een spel dat met echte kaarten is gespeeld",
    "cli.desc.score": "Tel één spel dat met echte kaarten is gespeeld (FFT-regels R11-R12, huisregels R13) en toon "
    "elk onderdeel van de berekening.",
    "cli.help.players": "spelers aan tafel",
    "cli.help.contract": "het contract van de nemer (petite = prise)",
    "cli.help.points": "de kaartpunten van de aanval (bijv. 43,5 of 43.5)",
    "cli.help.defence_points": "de kaartpunten van de verdediging",
    "cli.help.bouts": "bouts in de stapel van de aanval (0-3)",
    "cli.help.poignee": "een getoonde poignée: simple|double|triple : attack|defence (mag vaker)",
    "cli.help.petit_au_bout": "het kamp (attack of defence) dat de laatste slag won met de Petit",
    "cli.help.chelem_announced": "de nemer kondigde een chelem aan",
    "cli.help.chelem_by": "het kamp (attack of defence) dat alle slagen haalde",
    "cli.help.alone": "5 spelers: de nemer speelde alleen (R5.4)",
    "cli.help.partner": "5 spelers: de nemer had een partner (standaard)",
    "cli.group.house": "huisregels (R13)",
    "cli.help.no_base": "geen basis van 25 punten (contract_base 0)",
    "cli.help.flat_petit_au_bout": "petit au bout is altijd 10",
    "cli.help.poignee_to_shower": "een poignée gaat naar het kamp dat hem toonde",
    "cli.help.no_defence_chelem_bonus": "een chelem van de verdediging levert geen 200 op",
    "cli.error.not_a_number": "{text} is geen aantal punten, bijv. 49 of 43,5",
    "cli.error.not_a_half": "{text} is geen veelvoud van 0,5: kaartpunten tellen in halve punten (R2.4)",
    "cli.error.too_many": "{text} is meer dan de 91 punten van het spel (R2.4)",
    "cli.error.bouts": "{text}: een stapel heeft 0 tot 3 bouts (R2.3)",
    "cli.error.camp": "{text} is geen kamp: kies attack of defence",
    "cli.error.poignee": "{text} is geen poignée: schrijf GROOTTE:KAMP met GROOTTE simple, double of triple en "
    "KAMP attack of defence, bijv. simple:attack",
    # tarot-tui simulate
    "cli.help.simulate": "laat computerspelers tegen elkaar spelen en vergelijk hun niveaus",
    "cli.desc.simulate": "Speel N spellen tussen computerspelers en toon per speler het niveau, het gemiddelde per "
    "spel met een 95%-betrouwbaarheidsinterval, en hoe vaak ze namen en maakten.",
    "cli.help.sim_deals": "aantal spellen (standaard 100)",
    "cli.help.sim_players": "spelers aan tafel (standaard 4)",
    "cli.help.sim_seats": "een niveau per speler, met komma's, uit {levels} (standaard: sterk, dan beginners)",
    "cli.help.sim_seed": "seed van de spellen en de spelers",
    "cli.help.sim_duplicate": "speel elk spel eens per rotatie van de spelers (geluk valt weg)",
    "cli.help.sim_jobs": "aantal processen (standaard 1)",
    "cli.help.sim_level_file": "voeg het object 'player' van een Python-bestand (met choose(view, rng)) toe als niveau "
    "met de naam van het bestand; de Python-code van het bestand wordt uitgevoerd: geef alleen bestanden op die je "
    "vertrouwt",
    "cli.help.sim_strength": "denktijd van het niveau sterk (standaard 1,0)",
    # tarot-tui export, sheet, stats, serve
    "cli.help.export": "schrijf het scorebriefje van een avond als CSV of Markdown",
    "cli.desc.export": "Schrijf het scorebriefje van een bewaarde avond (gespeeld of bijgehouden) naar stdout: een "
    "rij per spel (nemer, partner, contract, punten, bouts, poignées, petit au bout, chelem, ieders punten) en "
    "een rij met de totalen.",
    "cli.help.export_evening": "een id van een avond (tarot-tui sheet toont ze), het pad van een bewaarde avond, of "
    "'latest'",
    "cli.help.format": "csv (standaard) of md (Markdown)",
    "cli.help.output": "schrijf naar BESTAND in plaats van stdout",
    "cli.help.sheet": "toon de bewaarde avonden met hun stand",
    "cli.desc.sheet": "Toon de bewaarde avonden (gespeeld en bijgehouden), de laatst gespeelde eerst, met de tijd "
    "van de laatste zet, de spelers en hun stand; met een avond het scorebriefje van die avond (van een afgelopen "
    "avond met de eindstand). Exporteer er een met tarot-tui export.",
    "cli.help.sheet_evening": "toon alleen het scorebriefje van deze avond: een id (zoals de lijst het toont), het "
    "pad van een bewaarde avond, of latest",
    "cli.help.stats": "statistieken per speler over alle bewaarde avonden",
    "cli.desc.stats": "Statistieken per speler over alle bewaarde avonden (gespeeld en bijgehouden): spellen, nemer, "
    "partner, verdediger, contracten genomen en gemaakt, gemiddelde, beste en slechtste spel, en het verloop van een "
    "avond.",
    "cli.help.stats_evening": "de avond om te tekenen: een id (tarot-tui sheet toont ze) of 'latest' (standaard)",
    "cli.help.ascii": "alleen ASCII-tekens (cijfers en streepjes in de grafiek)",
    "cli.help.serve": "speel in een browser op deze computer (vraagt het extra pakket: pip install 'tarot-tui[serve]')",
    "cli.desc.serve": "Bied het spel aan als webpagina (textual-serve): open het adres dat verschijnt in een "
    "browser. Elk tabblad is een eigen spel. Vraagt het extra pakket: pip install 'tarot-tui[serve]'.",
    "cli.help.host": "adres om op te luisteren (standaard: alleen localhost)",
    "cli.help.port": "poort (standaard: {port})",
    "cli.help.serve_ascii": "kaarten als letters (S H D C) op de pagina",
    "cli.help.serve_verbose": "een regel voor elk verzoek (zoals de webserver ze logt); zonder: alleen waar je speelt",
    "cli.help.max_games": "hoeveel spellen tegelijk, één per tabblad (standaard: {games})",
}
