"""Dutch texts of the deal review (``tarot_tui.coaching.analysis``) and its screen. Keys match ``analysis_en.py``."""

MESSAGES: dict[str, str] = {
    "key.analysis": "Analyse",
    "key.advice": "Advies",
    "ui.settings.review": "Analyse van je beslissingen na een spel",
    "advice.ecart.title": "Advies: welk écart?",
    "advice.ecart.body": "Een clubspeler legt weg: {cards}.\nDat écart {summary}.\nKoningen en bouts mogen er "
    "nooit in, troeven alleen als het moet; wat erin ligt, telt aan het eind voor jou (regel R6.2).",
    "advice.ecart.voids": "maakt {suits} kaal en legt {points} kaartpunten veilig",
    "advice.ecart.no_void": "maakt geen kleur kaal en legt {points} kaartpunten veilig",
    "analysis.title": "Analyse van spel {number} · {player}",
    "analysis.running": "De sterke speler bekijkt je beslissingen vanuit jouw kaarten… {done} van {total}",
    "analysis.cancelled": "Analyse gestopt. Druk op a om opnieuw te beginnen.",
    "analysis.off": "De analyse na een spel staat uit (Instellingen).",
    "analysis.no_deal": "Er is nog geen uitgespeeld spel om te analyseren.",
    "analysis.costly": "Waar de punten bleven",
    "analysis.all": "Al je beslissingen",
    "analysis.none": "Geen enkele beslissing kostte naar schatting {points} punten of meer: goed gespeeld!",
    "analysis.total": "{count} beslissingen bekeken; de duidelijke fouten kostten samen naar schatting {points} "
    "punten.",
    "analysis.fair": "Alles is berekend vanuit wat jij op dat moment kon zien: niet uit de kaarten van de anderen.",
    "analysis.rule": "regel {rule}",
    "analysis.key.scroll": "↑↓ bladeren",
    "analysis.key.person": "Tab andere speler",
    "analysis.key.deal": "←→ ander spel",
    "analysis.key.again": "a opnieuw",
    "analysis.key.back": "Esc terug",
    "analysis.keys_running": "Esc stoppen",
    "analysis.error.corrupt": "Dit spel kan niet geanalyseerd worden: het opgeslagen verloop is beschadigd.",
    "analysis.error.not_finished": "Dit spel is nog niet uit: analyseren kan na de laatste slag.",
    "analysis.error.void": "In dit spel is niet gespeeld (iedereen paste, of petit sec): er valt niets te analyseren.",
    "analysis.error.no_record": "Van dit spel is geen volledig verloop bewaard, dus het kan niet geanalyseerd worden.",
    "analysis.error.not_seated": "Niemand aan deze laptop speelde mee in dit spel: er valt niets te analyseren.",
    "analysis.pass": "passen",
    "analysis.show_poignee": "poignée van {count}",
    "analysis.poignee.yes": "poignée getoond",
    "analysis.poignee.no": "geen poignée getoond",
    "analysis.kind.bid": "Bieden",
    "analysis.kind.call": "Roepen",
    "analysis.kind.discard": "Écart",
    "analysis.kind.poignee": "Poignée",
    "analysis.kind.card": "Slag {trick}",
    "analysis.agrees": "{where}: {chosen}, zoals de sterke speler",
    "analysis.differs": "{where}: {chosen}; de sterke speler koos {best} ({cost} punten)",
    "analysis.forced": "{where}: {chosen}, de enige keuze",
    "analysis.close": "{where}: {chosen}, ongeveer even goed als {best}",
    "analysis.differs_short": "{where}: {chosen}; beter: {best} ({cost})",
    "analysis.close_short": "{where}: {chosen}, ongeveer als {best}",
    "analysis.why.petit_safe": "Deze slag was voor {camp}: een veilige kans om de Petit binnen te halen in plaats "
    "van "
    "{chosen} (gemiddeld {cost} punten beter).",
    "analysis.why.petit_early": "Je speelde de Petit net voor het eind: in de laatste slag had hij de premie van de "
    "petit au bout kunnen maken ({best} was gemiddeld {cost} punten beter).",
    "analysis.principle.petit_au_bout": "Wie de laatste slag wint met de Petit erin, krijgt 10 punten keer de "
    "vermenigvuldiger.",
    "analysis.why.trump_spent": "Je speelde {chosen} terwijl {camp} de slag al had: {best} spaarde je troef "
    "(gemiddeld {cost} punten beter).",
    "analysis.principle.trumps": "Troeven zijn je slagen van later: gebruik geen hoge troef voor een slag die je "
    "kamp "
    "al heeft.",
    "analysis.camp.defence": "de verdediging",
    "analysis.camp.taker": "de nemer",
    "analysis.camp.attack": "de aanval",
    "analysis.camp_won": "Je kamp won het spel, en de premie gaat naar het kamp dat wint.",
    "analysis.camp_lost": "Je kamp verloor het spel, en de premie gaat naar het kamp dat wint.",
    "analysis.why.bid": "Je bood {chosen}; de sterke speler koos {best}, gemiddeld {cost} punten beter.",
    "analysis.why.call": "Je riep {chosen}; de sterke speler riep {best}.",
    "analysis.why.discard": "Jouw écart {chosen}; dat van de sterke speler {best}: gemiddeld {cost} punten beter.",
    "analysis.why.poignee_shown": "Je toonde een poignée: gemiddeld {cost} punten slechter dan zonder.",
    "analysis.why.poignee_kept": "Je toonde je poignée niet: gemiddeld {cost} punten minder dan met.",
    "analysis.why.petit_lost": "Je Petit viel in een slag van {camp}: {best} was gemiddeld {cost} punten beter.",
    "analysis.why.excuse_last": "Je speelde de Excuse in de laatste slag, dan wisselt hij van kamp: "
    "{best} was gemiddeld {cost} punten beter.",
    "analysis.why.gave": "Je gaf {points:n:kaartpunt:kaartpunten} aan {camp} met {chosen}: met {best} was het "
    "gemiddeld {cost} punten beter geweest.",
    "analysis.why.not_fed": "De slag was al voor {camp}: met {best} in plaats van {chosen} had je er "
    "{points:n:kaartpunt:kaartpunten} bij gelegd (gemiddeld {cost} punten beter).",
    "analysis.why.petit_caught": "Je Petit werd later gevangen, in slag {trick}, door {camp}: een bout kwijt, met "
    "zijn 4,5 kaartpunten, en met een bout meer wordt hun drempel lager. {best} in plaats van {chosen} gaf meer kans "
    "om hem te redden (gemiddeld {cost} punten beter).",
    "analysis.why.petit_caught_given": "Je Petit was niet te redden: {camp} ving hem later, in slag {trick}, toen het "
    "meer kostte. Nu gespeeld, onder {camp}, had het minder gekost (gemiddeld {cost} punten beter).",
    "analysis.why.petit_given": "Deze slag ging toch al naar {camp}: de Petit nu weggeven in plaats van {chosen} kost "
    "alleen zijn eigen punten, en een Petit die later gejaagd wordt kost vaak meer (gemiddeld {cost} punten beter).",
    "analysis.why.king_lost": "Je {king} viel later, in slag {trick}, aan {camp}: 4,5 kaartpunten voor hen. {best} "
    "in plaats van {chosen} gaf meer kans om hem binnen te halen (gemiddeld {cost} punten beter).",
    "analysis.principle.kings": "Een Koning is 4,5 kaartpunten waard: speel hem als hij de slag wint of als je "
    "eigen kamp hem wint, niet waar de tegenpartij kan troeven.",
    "analysis.why.card": "De sterke speler speelde dit spel vele keren uit, met de kaarten die je niet zag op elke "
    "mogelijke manier verdeeld: {best} in plaats van {chosen} leverde {camp} gemiddeld {cost} punten meer op.",
    "analysis.principle.bid": "Bied naar hoe zeker je bent: een Prise op een hand die het waard is maar twijfelachtig, "
    "een Garde als je vrij zeker bent; het biedadvies toont je kans per contract.",
    "analysis.principle.call": "Roep een Koning die je niet hebt, in je langste kleur: de Koning van je partner wint "
    "er een slag in, en je andere kaarten van die kleur gaan naar hem.",
    "analysis.principle.discard": "Het écart telt voor de nemer: maak korte kleuren kaal om te kunnen troeven, "
    "en leg punten weg die je anders zou verliezen.",
    "analysis.principle.poignee": "De premie van een poignée gaat naar het kamp dat het spel wint, wie hem ook toonde.",
    "analysis.principle.bouts": "Elke bout die de nemer binnenhaalt, verlaagt de drempel: 56 kaartpunten zonder "
    "bout, 36 met drie.",
    "analysis.principle.excuse_last": "Speel de Excuse niet in de laatste slag: dan gaat hij naar de tegenpartij.",
    "analysis.principle.feed": "Wie de slag wint, krijgt alle kaartpunten erin: leg punten bij je eigen kamp, "
    "lage kaarten bij de tegenpartij.",
    "analysis.principle.card": "Elke kaart telt: denk na wie de slag wint en wat er daarna nog komt.",
}
