"""English words of the command line. Keys must match ``cli_nl.py`` exactly (a test checks it)."""

MESSAGES: dict[str, str] = {
    # argparse's own words
    "cli.usage": "usage: ",
    "cli.section.positional arguments": "positional arguments",
    "cli.section.options": "options",
    "cli.commands": "commands",
    "cli.command_metavar": "COMMAND",
    "cli.help.help": "show this help message and exit",
    "cli.error": "error",
    "cli.try_help": "try {prog} --help",
    "cli.argparse.argument": "{name}: {message}",
    "cli.argparse.invalid_choice": "{value} is not possible: choose from {choices}",
    "cli.argparse.required": "this must be given: {args}",
    "cli.argparse.unrecognized": "unknown: {args}",
    "cli.argparse.expected_one": "this needs a value",
    "cli.argparse.expected_at_most_one": "this takes at most one value",
    "cli.argparse.expected_at_least_one": "this needs at least one value",
    "cli.argparse.invalid_int": "{value} is not a whole number",
    "cli.argparse.invalid_float": "{value} is not a number",
    "cli.argparse.invalid_value": "{value} is not possible here",
    "cli.argparse.not_allowed_with": "cannot go together with {other}",
    "cli.argparse.one_required": "one of these must be given: {args}",
    "cli.argparse.ambiguous": "{option} is not clear: do you mean {matches}?",
    "cli.argparse.explicit": "{value} does not go with this option",
    # metavars
    "cli.metavar.evening": "EVENING",
    "cli.metavar.file": "FILE",
    "cli.metavar.poignee": "SIZE:CAMP",
    "cli.metavar.camp": "CAMP",
    "cli.metavar.level_file": "FILE.py",
    "cli.metavar.levels": "LEVELS",
    # tarot-tui
    "cli.desc.main": "French Tarot (FFT rules) for 3, 4 or 5 players in the terminal. Without a command the game "
    "starts. Language: --lang, else the settings', else LC_ALL/LC_MESSAGES/LANG (en… is English), else Dutch.",
    "cli.help.lang": "language: nl or en (else the settings, then LC_ALL/LC_MESSAGES/LANG, then Dutch)",
    "cli.help.seed": "shuffle with this seed (replay a session exactly)",
    "cli.help.ascii_game": "cards as letters (S H D C) and no box drawing, for any terminal",
    "cli.help.json": "print one JSON object instead of tables",
    # tarot-tui score
    "cli.help.score": "score a deal played with real cards",
    "cli.desc.score": "Score one deal played with real cards (FFT rules R11-R12, house rules R13) and show every "
    "term of the calculation.",
    "cli.help.players": "players at the table",
    "cli.help.contract": "the taker's contract (petite = prise)",
    "cli.help.points": "the attack's card points (e.g. 43.5)",
    "cli.help.defence_points": "the defence's card points",
    "cli.help.bouts": "bouts in the attack's pile (0-3)",
    "cli.help.poignee": "a poignée shown: simple|double|triple : attack|defence (repeatable)",
    "cli.help.petit_au_bout": "the camp (attack or defence) that won the last trick holding the Petit",
    "cli.help.chelem_announced": "the taker announced a chelem",
    "cli.help.chelem_by": "the camp (attack or defence) that won every trick",
    "cli.help.alone": "5 players: the taker played alone (R5.4)",
    "cli.help.partner": "5 players: the taker had a partner (the default)",
    "cli.group.house": "house rules (R13)",
    "cli.help.no_base": "no 25-point base (contract_base 0)",
    "cli.help.flat_petit_au_bout": "petit au bout is a flat 10",
    "cli.help.poignee_to_shower": "a poignée goes to the camp that showed it",
    "cli.help.no_defence_chelem_bonus": "a defence chelem earns no 200",
    "cli.error.not_a_number": "{text} is not a number of points, e.g. 49 or 43.5",
    "cli.error.not_a_half": "{text} is not a multiple of 0.5: card points count in halves (R2.4)",
    "cli.error.too_many": "{text} is more than the 91 points in the pack (R2.4)",
    "cli.error.bouts": "{text}: there are 0 to 3 bouts in a pile (R2.3)",
    "cli.error.camp": "{text} is not a camp: expected attack or defence",
    "cli.error.poignee": "{text} is not a poignée: expected SIZE:CAMP with SIZE simple, double or triple and CAMP "
    "attack or defence, e.g. simple:attack",
    # tarot-tui simulate
    "cli.help.simulate": "let computer players play each other and compare their levels",
    "cli.desc.simulate": "Play N deals between computer players and print each player's level, mean score per deal "
    "with a 95% confidence interval, and the share of contracts taken and made.",
    "cli.help.sim_deals": "deals to play (default 100)",
    "cli.help.sim_players": "players at the table (default 4)",
    "cli.help.sim_seats": "one level per player, comma-separated, from {levels} (default: strong then beginners)",
    "cli.help.sim_seed": "seed of the deals and the players",
    "cli.help.sim_duplicate": "play every deal once per rotation of the players (luck cancels)",
    "cli.help.sim_jobs": "processes to use (default 1)",
    "cli.help.sim_level_file": "enter the 'player' object of a Python file (with choose(view, rng)) as the level named "
    "like the file; the file's Python code is run: enter only files you trust",
    "cli.help.sim_strength": "thinking time of the strong level (default 1.0)",
    # tarot-tui export, sheet, stats, serve
    "cli.help.export": "write an evening's score sheet as CSV or Markdown",
    "cli.desc.export": "Write the score sheet of a saved evening (played or kept) to stdout: one row per deal "
    "(taker, partner, contract, points, bouts, poignées, petit au bout, chelem, each player's change) and a totals "
    "row.",
    "cli.help.export_evening": "an evening id (tarot-tui sheet lists them), a save file's path, or 'latest'",
    "cli.help.format": "csv (default) or md (Markdown)",
    "cli.help.output": "write to FILE instead of stdout",
    "cli.help.sheet": "list the saved evenings with their standings",
    "cli.desc.sheet": "List the saved evenings (played and kept), the last played first, with the time of its last "
    "move, the players and the standings; with an evening, that evening's sheet (a finished one's with "
    "the final standings). Export one with tarot-tui export.",
    "cli.help.sheet_evening": "show this evening's sheet only: an id (as the list shows it), the path of a saved "
    "evening, or latest",
    "cli.help.stats": "statistics per player over every saved evening",
    "cli.desc.stats": "Statistics per player over every saved evening (played and kept): deals, taker, partner, "
    "defender, contracts taken and made, mean, best and worst deal, and the course of one evening.",
    "cli.help.stats_evening": "the evening to chart: an id (tarot-tui sheet lists them) or 'latest' (the default)",
    "cli.help.ascii": "ASCII characters only (digits and dashes in the chart)",
    "cli.help.serve": "play in a browser on this machine (needs the extra: pip install 'tarot-tui[serve]')",
    "cli.desc.serve": "Serve the game as a web page (textual-serve): open the address it prints in a browser. Each "
    "tab is a game of its own. Needs the optional extra: pip install 'tarot-tui[serve]'.",
    "cli.help.host": "address to listen on (default: localhost only)",
    "cli.help.port": "port (default: {port})",
    "cli.help.serve_ascii": "cards as letters (S H D C) in the page",
    "cli.help.serve_verbose": "a line for every request (as the web server logs it); without it only where to play",
    "cli.help.max_games": "most games at once, one a browser tab (default: {games})",
}
