"""Dutch texts of the guided first deal (oefenpotje) and the bidding advice. Keys match ``guide_en.py``.

Every explanation names the rule it comes from (R-numbers of ``docs/rules-nl.md``), so F1 opens it.
"""

MESSAGES: dict[str, str] = {
    # start screen and keys
    "ui.menu.guided": "Oefenpotje: leer het spel met uitleg",
    "key.guided": "Oefenpotje",
    "key.all_rules": "Alle regels",
    "key.next_chapter": "Volgende",
    "key.previous_chapter": "Vorige",
    "rules.chapters": "Hoofdstukken",
    "rules.browse": "Blader met n (volgend hoofdstuk) en p (vorig hoofdstuk); a toont alle regels in één keer "
    "(dat laden duurt een paar seconden).",
    "key.read_rule": "Lees de regel",
    "ui.advice": "Advies",
    # bidding advice (tarot_tui.coaching.advice)
    "advice.title": "Advies: wat bied je met deze hand?",
    "advice.intro": "Clubspelers tellen hun hand zo:",
    "advice.item.trumps": "troeven T2–T20: {count} × 2",
    "advice.item.major_trumps": "hoge troeven T16–T20: {count} × 1 extra",
    "advice.item.monde": "de 21 (bout)",
    "advice.item.excuse": "de Excuse (bout)",
    "advice.item.petit": "de Petit (bout), met {count:n:troef:troeven}",
    "advice.item.long_trumps": "troeven vanaf de vijfde: {count} × 5 extra",
    "advice.item.bouts": "{count:n:bout:bouts}: minder punten nodig aan het eind",
    "advice.item.kings": "Koningen: {count} × 6",
    "advice.item.queens": "Vrouwen: {count} × 3",
    "advice.item.knights": "Ruiters: {count} × 2",
    "advice.item.jacks": "Boeren: {count} × 1",
    "advice.item.marriages": "Koning met Vrouw van dezelfde kleur: {count} × 1",
    "advice.item.long_suit": "lange kleur: {count} × {suit}",
    "advice.item.voids": "kale kleuren (geen kaart): {count} × 6",
    "advice.item.singletons": "kleuren met één kaart (geen Koning): {count} × 3",
    "advice.item.scale": "omgerekend van {count} naar 18 kaarten",
    "advice.item.table": "tafel van {count:n:speler:spelers}",
    "advice.item.seat_overbid": "er is al geboden: wees voorzichtiger",
    "advice.total": "totaal",
    "advice.chance": "De kans om het te halen met deze telling: {chances}.",
    "advice.joined": "{first} en {last}",
    "advice.each": "{contracts} elk {chance}",
    "advice.same_cards": "Een Garde speel je met dezelfde kaarten als een Prise, dus de kans is gelijk, maar hij "
    "telt dubbel (regel R4.1).",
    "advice.scale": "Clubspelers bieden het hoogste contract waar ze zeker genoeg van zijn: {scale} (regel R4.1).",
    "advice.last": "Jij deelt en iedereen paste: neem je niet, dan vervalt het spel (regel R4.4), dus een Prise "
    "vanaf {chance} is de moeite waard.",
    "advice.points": "Nu heb je {points} kaartpunten en {bouts:n:bout:bouts}. Met {bouts:n:bout:bouts} heb je aan "
    "het eind {needed} punten nodig (regel R11.2).",
    "advice.bid": "Met {total} punten nemen clubspelers meestal een {contract}.",
    "advice.outbid": "Met {total} punten zou je {contract} nemen, maar er is al {highest} geboden en je moet "
    "hoger (regel R4.2): passen dus.",
    "advice.pass": "Met {total} punten passen clubspelers: te weinig voor een Prise (regel R4.1).",
    # the guide's dialogs
    "guide.keys": "Enter/Esc: verder · F1: lees regel {rule}",
    "guide.keys_lesson": "Enter: verder · Esc/q: stoppen · F1: lees regel {rule}",
    "guide.and": "en",
    "guide.play.title_plain": "Slagen spelen (regel R9.1)",
    "guide.score.points_contre": "• Kaartpunten van de aanval: {points}. Dat zijn de slagen van de nemer; bij "
    "Garde contre telt de hond voor de verdediging (regel R11.1).",
    "guide.name.you": "Sam",
    "guide.name.1": "Anna",
    "guide.name.2": "Bram",
    "guide.name.3": "Carla",
    "guide.welcome.title": "Oefenpotje: je eerste spel Frans Tarot",
    "guide.welcome.body": "Je speelt één spel met z'n vieren. Jij bent {you}, onderaan de tafel, tegen drie "
    "computerspelers: {others}. Bij elke stap staat hier wat er gebeurt en wat mag.\n\n"
    "Eén speler, de nemer, speelt alleen tegen de andere drie. Hij moet in zijn slagen genoeg "
    "kaartpunten halen (regel R2.4). Hoeveel, hangt af van zijn bouts: de Petit (T1), de 21 en de "
    "Excuse (regel R2.3).\n\n"
    "Zo loopt een spel: bieden, de hond en het écart, de slagen, en tellen (regel R15). "
    "Jij deelt dit spel, dus de anderen bieden eerst.\n\n"
    "Elke uitleg noemt een regel. F1 opent die regel in de spelregels; Escape brengt je terug.",
    "guide.bid.title": "Bieden (regel R4.1)",
    "guide.bid.body": "Iedereen zegt één keer of hij wil spelen, en met welk contract (regel R4.2). Hoe hoger "
    "het contract, hoe meer het spel waard is:\n"
    "  Prise ×1 · Garde ×2 · Garde sans ×4 · Garde contre ×6\n"
    "Bij Prise en Garde krijgt de nemer de hond erbij: zes kaarten die nu nog dicht liggen (regel R6.1).\n\n"
    "{said}\n\n"
    "Hoe weet je wat je kunt bieden? Clubspelers tellen hun hand. Druk op Enter: dan zie je de telling van "
    "jouw hand.",
    "guide.bid.said_none": "Jij spreekt als eerste.",
    "guide.bid.said_passed": "{players} hebben gepast. Jij spreekt als laatste.",
    "guide.bid.said": "Tot nu toe: {bids}.",
    "guide.advice.title": "Jouw hand, geteld (regel R4.1)",
    "guide.advice.then": "Kies in het biedvenster met de cijfertoets, bijvoorbeeld 2 voor Garde. Met a zie je "
    "dit advies nog eens.",
    "guide.chien.title": "De hond (regel R6.1)",
    "guide.chien.body": "Je speelt {contract}, dus de hond is voor jou. Iedereen heeft hem gezien:\n"
    "  {chien}\n"
    "Die kaarten zitten nu in je hand; ze zijn gemarkeerd.{bouts}\n\n"
    "Nu leg je er {size} dicht weg: het écart. Het telt aan het eind voor jou mee, maar je speelt er niet "
    "meer mee.",
    "guide.chien.bout": "\n\nIn de hond zat {cards}: een bout erbij! Hoe meer bouts, hoe minder punten je nodig "
    "hebt (regel R11.2).",
    "guide.ecart.title": "Het écart (regel R6.2)",
    "guide.ecart.body": "Wat mag in het écart?\n"
    "  • kleurkaarten, behalve Koningen;\n"
    "  • nooit een Koning en nooit een bout (T1, T21, Excuse);\n"
    "  • troef (T2–T20) alleen als je te weinig andere kaarten hebt. Die troeven laat je zien.\n"
    "Waarom? Wat in het écart ligt, kan de verdediging niet meer winnen. Koningen en bouts moet je in het "
    "spel binnenhalen.\n\n"
    "Tip: leg een korte kleur helemaal weg. Ben je kaal in een kleur, dan moet je troeven als die "
    "gevraagd wordt (regel R9.4.4). Bijvoorbeeld: {example}.\n\n"
    "Kies met de pijltjes en Enter; bevestig met C. Kaarten die niet mogen, zijn grijs.",
    "guide.poignee.ecart": " (waarvan {count:n:troef:troeven} in je écart, die je opnieuw mag laten zien: regel R7.6)",
    "guide.poignee.excuse": " en de Excuse, die één troef mag vervangen (regel R7.5)",
    "guide.bout.0": "de Petit (T1)",
    "guide.bout.20": "de 21 (T21)",
    "guide.bout.21": "de Excuse",
    "guide.score.chelem_failed": "• Chelem: {value}. Aangekondigd, maar niet alle slagen gehaald (regel R8.4).",
    "guide.score.chelem_made": "• Chelem: {value}. De {camp} haalde alle slagen (regel R8.4).",
    "guide.chelem": "Een chelem is alle slagen halen (regel R8.1). Dat kondig je alleen aan met een "
    "heel sterke hand: kies n.",
    "guide.poignee.title": "Poignée: je troeven laten zien (regel R7.1)",
    "guide.poignee.body": "Je hebt {count:n:troef:troeven}{ecart}{excuse}. Met {size} troeven of meer mag je ze "
    "vlak voor je eerste kaart laten zien: een poignée. De premie ({bonus}) gaat naar het kamp dat het spel wint, ook "
    "als dat de tegenpartij is (regel R7.7).\n\n"
    "Laat hem dus alleen zien als je denkt te winnen. Nadeel: de anderen weten dan welke troeven je hebt.",
    "guide.play.intro": "Nu worden de slagen gespeeld. Wie uitkomt, mag elke kaart spelen; de anderen "
    "volgen om de beurt (regel R9.1). Is er getroefd, dan wint de hoogste troef; anders de hoogste kaart "
    "van de gevraagde kleur (regel R9.6). Wie de slag wint, komt daarna uit.\n\n"
    "Kaarten die niet mogen, zijn grijs. De regel onder de tafel zegt steeds waarom een kaart wel of niet "
    "mag.\n\n",
    "guide.play.title": "Slagen spelen: {situation}",
    "guide.situation.lead.title": "uitkomen (regel R9.2)",
    "guide.situation.lead.body": "Jij komt uit: je mag elke kaart spelen, ook troef of de Excuse.\n"
    "Tip: als nemer kun je troef uitkomen, zodat de verdediging haar troeven kwijtraakt.",
    "guide.situation.follow.title": "kleur bekennen (regel R9.4.3)",
    "guide.situation.follow.body": "Er is {suit} gevraagd en je hebt {suit}. Dan moet je {suit} spelen: "
    "bekennen. Hoog of laag kies je zelf; je hoeft de slag niet te winnen. Troeven mag nu niet.",
    "guide.situation.trump.title": "troeven (regel R9.4.4)",
    "guide.situation.trump.body": "Er is {suit} gevraagd en je hebt geen {suit}. Dan moet je troeven: "
    "een troef spelen, welke mag je zelf kiezen.\n"
    "Een andere kleur afgooien mag alleen als je ook geen troef hebt (regel R9.4.5).",
    "guide.situation.overtrump.title": "overtroeven (regel R9.4.4)",
    "guide.situation.overtrump.body": "Er ligt al een troef: {to_beat}. Moet je troeven, dan moet je hoger "
    "spelen dan {to_beat} als je dat kunt: overtroeven. Dat geldt zelfs als een medespeler de slag "
    "heeft.\nKun je niet hoger, dan speel je toch een lagere troef: ondertroeven.",
    "guide.situation.trump_led.title": "troef gevraagd (regel R9.4.4)",
    "guide.situation.trump_led.body": "Er is troef gevraagd en je hebt troef. Dan moet je troef spelen, en "
    "hoger dan {to_beat} als je dat kunt. Kun je niet hoger, dan mag elke troef.",
    "guide.situation.excuse.title": "de Excuse (regel R9.4.1)",
    "guide.situation.excuse.body": "De Excuse mag je altijd spelen, ook als je moet bekennen of troeven. "
    "Hij wint nooit een slag, maar wie hem speelt, houdt hem: hij gaat terug naar de stapel van zijn kamp, "
    "en dat kamp geeft er een lage kaart voor (regel R9.7).\n"
    "Speel hem niet in de laatste slag: dan ben je hem kwijt (regel R9.9).",
    # the hint bar when a card is asked for, before any is highlighted: what the rule asks of this hand
    "guide.asks.lead": "Jij komt uit: elke kaart mag (regel R9.2).",
    "guide.asks.lead_chelem": "Je kondigde een chelem aan, dus jij komt uit in de eerste slag: elke kaart mag "
    "(regel R8.3).",
    "guide.asks.lead_restricted": "Jij komt uit in de eerste slag: de kleur van de geroepen kaart mag nog niet, "
    "die kaart zelf wel (regel R5.5).",
    "guide.asks.excuse_led": "De Excuse is uitgekomen: jouw kaart bepaalt de kleur, elke kaart mag (regel R9.3).",
    "guide.asks.follow": "Je hebt {suit}: je moet {suit} bekennen (regel R9.4.3).",
    "guide.asks.trump": "Je hebt geen {suit}: je moet troeven (regel R9.4.4).",
    "guide.asks.overtrump": "Je hebt geen {suit}: je moet troeven, hoger dan {to_beat} (regel R9.4.4).",
    "guide.asks.undertrump": "Geen {suit}, en hoger dan {to_beat} kun je niet: je moet toch troeven (regel R9.4.4).",
    "guide.asks.undertrump_waived": "Geen {suit}, en hoger dan {to_beat} kun je niet: volgens de huisregels mag "
    "je ook afgooien (regel R13).",
    "guide.asks.trump_led": "Troef gevraagd: je moet troef spelen, hoger dan {to_beat} (regel R9.4.4).",
    "guide.asks.trump_led_any": "Troef gevraagd: je moet troef spelen; hoger dan {to_beat} kun je niet (regel R9.4.4).",
    "guide.asks.partner_trump": "Je hebt geen {suit}: je moet troeven, maar niet over {to_beat} van je partner "
    "heen (regel R13).",
    "guide.asks.discard": "Geen {suit} en geen troef: elke kaart mag (regel R9.4.5).",
    "guide.asks.discard_trump_led": "Troef gevraagd en je hebt geen troef: elke kaart mag (regel R9.4.5).",
    "guide.asks.excuse_now_short": " Speel nu de Excuse (regel R9.9).",
    "guide.asks.excuse_too": " De Excuse mag altijd (regel R9.4.1).",
    "guide.asks.excuse_now": " Speel nu de Excuse: anders gaat hij vanzelf in de laatste slag en wisselt hij van kamp "
    "(regel R9.9).",
    "guide.card.only_card": "{card} is de enige kaart die je mag spelen (regel {rule}).",
    # the hint bar during play: why the highlighted card may be played
    "guide.card.lead": "{card} mag: jij komt uit, dus elke kaart mag (regel R9.2).",
    "guide.card.lead_chelem": "{card} mag: je kondigde een chelem aan, dus jij komt uit en elke kaart mag "
    "(regel R8.3).",
    "guide.card.excuse": "{card} mag altijd, maar wint de slag niet (regel R9.4.1).",
    "guide.card.excuse_led": "{card} mag: de Excuse bepaalt geen kleur, dus jij kiest (regel R9.3).",
    "guide.card.follow": "{card} mag: je bekent {suit} (regel R9.4.3).",
    "guide.card.trump": "{card} mag: je hebt geen {suit}, dus je troeft (regel R9.4.4).",
    "guide.card.overtrump": "{card} mag: hoger dan {to_beat}, en overtroeven moet (regel R9.4.4).",
    "guide.card.undertrump": "{card} mag: hoger dan {to_beat} kun je niet, dus elke troef (regel R9.4.4).",
    "guide.card.trump_led": "{card} mag: troef gevraagd en hoger dan {to_beat} (regel R9.4.4).",
    "guide.card.trump_led_any": "{card} mag: troef gevraagd; hoger dan {to_beat} kun je niet (regel R9.4.4).",
    "guide.card.undertrump_waived": "{card} mag: hoger dan {to_beat} kun je niet, en volgens de huisregels hoef "
    "je niet onder te troeven (regel R13).",
    "guide.card.partner_trump": "{card} mag: de {to_beat} van je partner is de hoogste troef, en volgens de "
    "huisregels hoef je daar niet over; elke troef (regel R13).",
    "guide.card.discard_trump_led": "{card} mag: er is troef gevraagd en je hebt geen troef, dus vrij afgooien "
    "(regel R9.4.5).",
    "guide.card.discard": "{card} mag: geen {suit} en geen troef, dus vrij afgooien (regel R9.4.5).",
    "guide.card.refused": "{card} mag niet. {reason}",
    "guide.card.excuse_last": "{card} mag, maar in de laatste slag gaat de Excuse naar het andere kamp (regel R9.9).",
    "guide.card.excuse_chelem": "{card} mag: je kamp won elke slag, dus kom je in de laatste slag met de Excuse "
    "uit, dan wint hij die slag (regel R8.5).",
    "guide.card.excuse_last_winner": "{card} mag; in de laatste slag gaat de Excuse "
    "naar het kamp dat de slag wint (huisregel R13).",
    "guide.card.excuse_kept": " Dan gaat je Excuse vanzelf in de laatste slag en wisselt hij van kamp (regel R9.9).",
    "guide.card.excuse_kept_short": " Je Excuse wisselt dan van kamp (regel R9.9).",
    "guide.card.play": " Enter speelt hem.",
    # the score, term by term
    "guide.score.title": "De telling, stap voor stap (regel R12.1)",
    "guide.score.points": "• Kaartpunten van de aanval: {points}. Dat zijn de slagen van de nemer plus het "
    "écart (regel R11.1).",
    "guide.score.points_sans": "• Kaartpunten van de aanval: {points}. Dat zijn de slagen van de nemer, en "
    "bij Garde sans de hond (regel R11.1).",
    "guide.score.threshold": "• Bouts in die stapel: {bouts}, dus nodig: {threshold} (regel R11.2).",
    "guide.score.won": "• Gewonnen: {points} is minstens {threshold} (regel R11.3). Verschil: {margin} (regel R11.4).",
    "guide.score.lost": "• Verloren: {points} is minder dan {threshold} (regel R11.3). Verschil: {margin} "
    "(regel R11.4).",
    "guide.score.half": " Een half punt gaat naar de winnaar.",
    "guide.score.contract": "• Contract: {sign}({base} + {margin}) × {m} = {value}. Een vast bedrag plus het "
    "verschil, keer {m} voor {contract} (regel R12.1).",
    "guide.score.pab": "• Petit au bout: {value}. De Petit zat in de laatste slag, gewonnen door de "
    "{camp} (regel R10.1).",
    "guide.score.pab_none": "• Petit au bout: 0. De Petit zat niet in de laatste slag (regel R10.1).",
    "guide.score.poignee": "• Poignées: {value}. De premie gaat naar het kamp dat wint (regel R7.7).",
    "guide.score.poignee_none": "• Poignées: 0. Niemand liet een poignée zien (regel R7.1).",
    "guide.score.chelem_none": "• Chelem: 0. Niemand haalde alle slagen (regel R8.1).",
    "guide.score.total": "• Samen: D = {d}. Elke verdediger betaalt de nemer {amount} (regel R12.1).",
    "guide.score.total_negative": "• Samen: D = {d}. De nemer betaalt elke verdediger {amount} (regel R12.1).",
    "guide.score.shares": "• {taker} krijgt {factor} × D = {taker_score}, {defenders} elk {defender_score}. "
    "Samen is dat 0 (regel R12.2).",
    "guide.score.next": "Druk op Enter: dan zie je de telling als tabel.",
    "guide.void.title": "Iedereen heeft gepast (regel R4.4)",
    "guide.void.body": "Past iedereen, dan vervalt het spel: niemand scoort, en de volgende speler deelt "
    "opnieuw.\n\nIn dit oefenpotje krijg je dezelfde kaarten nog eens. Met deze hand raden clubspelers "
    "Garde aan: druk in het biedvenster op 2.",
    "guide.end.title": "Klaar: je eerste spel! (regel R15)",
    "guide.end.body": "Zo gaat elk spel: delen, bieden, de hond en het écart, de slagen, en tellen.\n\n"
    "Speel nu een echte avond met N op het startscherm; de tips blijven aan (Instellingen). Als een "
    "kaart geweigerd wordt, of als je een tip niet snapt, opent F1 de regel erbij. In het biedvenster "
    "geeft a advies.\n\nDit oefenpotje wordt niet bewaard; je kunt het altijd opnieuw spelen met O.",
}
