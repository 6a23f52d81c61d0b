"""Dutch texts of the course of lessons (``tarot_tui.lessons``). Keys match ``lessons_en.py``.

Every lesson has a title, a goal (read first), a text per step, a correction per step and what was learnt;
each names the rule it teaches (R-numbers of ``docs/rules-nl.md``), which F1 opens.
"""

MESSAGES: dict[str, str] = {
    # start screen and keys
    "ui.menu.lessons": "Lessen: leer Tarot stap voor stap",
    "key.lesson_start": "Begin de les",
    "key.lesson_name": "Naam",
    # the list
    "lesson.list.title": "Lessen: leer Tarot stap voor stap",
    "lesson.list.learner": "Wie leert er?",
    "lesson.list.done": "{done} van de {total} lessen gedaan. Kies een les met ↑↓ en Enter.",
    "lesson.list.rules": "Alle regels staan in de spelregels (r op het startscherm, F1 in een les).",
    "lesson.default_learner": "Sam",
    "lesson.name_problem.empty": "Vul je naam in: je voortgang wordt per speler bewaard.",
    "lesson.name_problem.too_long": "Die naam is te lang (hoogstens {most} tekens).",
    "lesson.name_problem.control": "Die naam bevat een teken dat niet te tonen is.",
    "lesson.name_problem.composed": "Die naam bevat een samengestelde emoji (met huidskleur, vlag of verbonden "
    "tekens), die niet elke terminal even breed tekent: gebruik een enkele emoji of letters.",
    "lesson.name_problem.duplicate": "Kies een andere naam.",
    "lesson.progress_broken": "Je voortgang kon niet worden gelezen ({reason}) en is apart gezet als {path}; "
    "de lessen beginnen opnieuw.",
    "lesson.progress_unsaved": "Je voortgang kon niet worden opgeslagen; hij blijft bewaard tot je het spel sluit.",
    "lesson.course_broken": "De lessen konden niet worden geladen: {file} is niet te gebruiken ({reason}).",
    "lesson.numbered": "{number}. {title}",
    # at the table
    "lesson.goal.title": "{lesson}",
    "lesson.goal.keys": "Enter: begin · Esc: terug naar de lessen · F1: lees de regel. Aan tafel legt ? bij "
    "elke kaart uit waarom die wel of niet mag; met u neem je een zet terug.",
    "lesson.goal.position": "De les begint midden in een spel, op een vast moment; de computerspelers spelen mee.",
    "lesson.step.title": "{lesson}: stap {number} van {total}",
    "lesson.wrong.title": "Nog niet goed",
    "lesson.wrong.again": "Er is niets gespeeld: probeer het nog eens.",
    "lesson.word.pass": "passen",
    "lesson.partner.title": "Je partner is bekend",
    "lesson.partner.body": "{name} speelde de geroepen kaart: {name} is je partner (regel R5.3). Tot dat moment "
    "wist niemand het, ook jij niet; alleen {name} zelf.",
    "lesson.partner.alone": "De geroepen Koning lag in de hond of in je eigen hand: je speelt alleen tegen "
    "vier (regel R5.4).",
    "lesson.ecart_review.title": "Je écart",
    "lesson.ecart_review.body": "Je legde weg: {cards}, samen {points} punten; die tellen aan het eind voor "
    "jou (R6.2).",
    "lesson.ecart_review.voids": "Kaal gemaakt: {suits}; daarin kun je straks troeven.",
    "lesson.ecart_review.none": "Je maakte geen kleur kaal: met een korte kleur minder kun je vaker troeven.",
    "lesson.name.1": "Anna",
    "lesson.name.2": "Bram",
    "lesson.name.3": "Carla",
    "lesson.name.4": "Daan",
    "lesson.name.5": "Eva",
    "lesson.name.6": "Fleur",
    # the end of a lesson
    "lesson.done.title": "{lesson}: klaar!",
    "lesson.done.perfect": "Alles in één keer goed.",
    "lesson.done.corrected": "{count} keer verbeterd. Geeft niets: zo leer je het.",
    "lesson.done.next": "Volgende les",
    "lesson.done.after": "Hierna: {lesson}.",
    "lesson.done.last": "Dat was de laatste les: je kent nu het hele spel.",
    "lesson.done.keys": "Enter: kies · Esc/q: terug · F1: lees regel {rule}",
    "lesson.done.list": "Terug naar de lessen",
    # 1. the cards and their points
    "lesson.cards.title": "De kaarten en hun punten",
    "lesson.cards.goal": "Tarot heeft 78 kaarten: vier kleuren van 14 (Koning, Vrouw, Ruiter, Boer, 10 tot en "
    "met 1), 21 troeven en de Excuse (R2.1). Niet elke kaart is evenveel waard (R2.4):\n"
    "• de drie bouts (troef 1 = de Petit, troef 21, de Excuse): 4,5 punten\n"
    "• Koning 4,5 · Vrouw 3,5 · Ruiter 2,5 · Boer 1,5\n"
    "• alle andere kaarten: 0,5 (samen 91 punten).\n\n"
    "Doel: pak een slag met veel punten erin.",
    "lesson.cards.step.1": "Op tafel: {trick}. Er ligt een Vrouw (3,5 punten) en jij speelt als laatste. "
    "In een kleur wint de hoogste kaart (R9.6), en de Koning is de hoogste. Speel de kaart die deze slag wint.",
    "lesson.cards.wrong.1": "Met die kaart wint {winner} de slag met {best}. {winner} verdedigt met jou, dus die "
    "punten blijven in je kamp, maar deze les vraagt dat jij de slag wint: alleen je Koning is hoger dan {best}, "
    "en met de Koning pak jij 4,5 + 3,5 + 0,5 + 0,5 = 9 punten.",
    "lesson.cards.learnt": "Koningen en bouts zijn 4,5 punten waard, Vrouwen 3,5, Ruiters 2,5, Boeren 1,5 en "
    "de rest 0,5 (R2.4). In een kleur wint de hoogste kaart; een troef wint van elke kleur (R9.6). Een slag "
    "met een Vrouw of Koning erin is de moeite van het pakken waard.",
    # 2. following suit, trumping and overtrumping
    "lesson.follow.title": "Kleur bekennen, troeven en overtroeven",
    "lesson.follow.goal": "Welke kaart je mag spelen, zegt regel R9.4, in deze volgorde:\n"
    "1. de Excuse mag altijd (R9.4.1);\n"
    "2. heb je de gevraagde kleur, dan speel je die kleur (R9.4.3);\n"
    "3. heb je die kleur niet, dan moet je troeven, en hoger dan de hoogste troef op tafel als dat kan "
    "(R9.4.4);\n"
    "4. heb je geen kleur en geen troef, dan mag alles (R9.4.5).\n\n"
    "Doel: drie slagen spelen: eerst kleur bekennen, dan troeven, dan overtroeven.",
    "lesson.follow.step.1": "Er is {suit} gevraagd ({trick}) en je hebt {suit}: dan moet je die kleur "
    "bekennen (R9.4.3). Hoger hoeft niet. Speel een {suit}-kaart.",
    "lesson.follow.wrong.1": "Je hebt {suit}, dus je bekent kleur met een {suit}-kaart (R9.4.3). De Excuse mag "
    "ook, maar die bewaar je beter: daar gaat les 3 over.",
    "lesson.follow.step.2": "Er is {suit} gevraagd ({trick}) en die kleur heb je niet. Dan moet je troeven "
    "(R9.4.4): speel een troef. (De Excuse mag altijd, R9.4.1, maar die bewaar je.)",
    "lesson.follow.wrong.2": "Zonder de gevraagde kleur moet je troeven als je troeven hebt (R9.4.4). De Excuse "
    "mag ook (R9.4.1), maar die bewaar je beter: speel hier een troef.",
    "lesson.follow.step.3": "Op tafel: {trick}. Er ligt al een troef, {to_beat}. Wie troeft, moet hoger troeven "
    "als dat kan: overtroeven (R9.4.4), ook als die troef van een medespeler is.",
    "lesson.follow.wrong.3": "Je moet hoger troeven dan {to_beat} als je zo'n troef hebt (R9.4.4). Alleen wie "
    "geen hogere troef heeft, mag een lagere spelen (ondertroeven).",
    "lesson.follow.learnt": "Kleur bekennen gaat voor alles (R9.4.3); zonder die kleur troef je, en hoger dan de "
    "troef op tafel als je kunt (R9.4.4); pas zonder kleur en zonder troef mag je vrij afgooien (R9.4.5). "
    "De Excuse mag altijd (R9.4.1).",
    # 3. the Excuse
    "lesson.excuse.title": "De Excuse",
    "lesson.excuse.goal": "De Excuse is een bout (4,5 punten) die je altijd mag spelen, ook als je kleur zou "
    "moeten bekennen of troeven (R9.4.1). Hij wint nooit een slag, maar blijft van jouw kamp: wie de slag "
    "wint, krijgt er van jouw kamp een kaart van 0,5 voor terug (R9.7).\n\n"
    "Doel: red een dure kaart met de Excuse.",
    "lesson.excuse.step.1": "De nemer speelt {best}. Je enige schoppen is je Vrouw: die kan de Koning niet "
    "slaan en zou 3,5 punten aan de nemer geven. Speel de Excuse: die mag altijd (R9.4.1) en je houdt je "
    "Vrouw voor later.",
    "lesson.excuse.wrong.1": "Met je Vrouw onder de Koning geef je de nemer 3,5 punten. De Excuse mag hier "
    "altijd (R9.4.1) en komt terug naar jouw kamp (R9.7).",
    "lesson.excuse.learnt": "De Excuse mag je altijd spelen (R9.4.1). Hij wint geen slag, maar blijft van je "
    "kamp: je ruilt hem voor een kaart van 0,5 (R9.7). Gebruik hem om een kaart met punten te redden; speel "
    "hem niet in de laatste slag, want daar wisselt hij van kamp (R9.9).",
    # 4. bidding with the club count
    "lesson.bidding.title": "Bieden met de clubtelling",
    "lesson.bidding.goal": "Na het delen biedt iedereen één keer, van laag naar hoog: Prise, Garde, Garde sans, "
    "Garde contre (R4.1, R4.2). Wie het hoogst biedt, is de nemer en speelt alleen tegen de rest. Clubspelers "
    "tellen hun hand: troeven, bouts, Koningen, lange en kale kleuren.\n\n"
    "Doel: bied wat de telling zegt.",
    "lesson.bidding.step.1": "Iedereen vóór jou paste. Je hand telt {count} punten; de telling zegt: {advice}. "
    "Kies 'Advies' om de telling regel voor regel te zien, en bied dan.",
    "lesson.bidding.wrong.1": "Je hand telt {count} punten: clubspelers bieden daarmee {advice} (R4.1). "
    "Met twee bouts, zes troeven en twee Koningen laat je dit spel niet liggen.",
    "lesson.bidding.learnt": "Tel je hand voor je biedt: troeven, bouts (de Petit alleen met genoeg troeven), "
    "Koningen en Vrouwen, lange en kale kleuren. Rond 40 punten neem je een Prise, rond 56 een Garde (R4.1). "
    "Met minder pas je: de nemer speelt alleen tegen drie.",
    # 5. the chien and a legal écart
    "lesson.ecart.title": "De hond en een geldig écart",
    "lesson.ecart.goal": "Bij Prise en Garde draait de nemer de hond (6 kaarten) om, neemt hem in de hand en "
    "legt er 6 weg: het écart (R6.1). Het écart telt voor de nemer. Er mogen geen Koningen en geen bouts in, "
    "en troeven alleen als het niet anders kan (R6.2).\n\n"
    "Doel: neem het spel en leg een geldig écart.",
    "lesson.ecart.step.1": "Je hand telt {count} punten: genoeg voor {advice}. Neem een Prise of Garde; bij "
    "Garde sans of Garde contre zie je de hond niet (R6.3, R6.4).",
    "lesson.ecart.wrong.1": "Neem een Prise of Garde: dan krijg je de hond (R6.1). Met deze hand laat je het "
    "spel niet aan de anderen.",
    "lesson.ecart.step.2": "De hond zit nu in je hand. Kies 6 kaarten om weg te leggen en bevestig met c. Geen "
    "Koningen en geen bouts (R6.2). Goed zijn: kaarten van een korte kleur (dan kun je later troeven) en "
    "Vrouwen of Ruiters die je anders kwijt zou raken.",
    "lesson.ecart.wrong.2": "Dat écart mag niet (R6.2).",
    "lesson.ecart.learnt": "Bij Prise en Garde krijgt de nemer de hond en legt evenveel kaarten weg (R6.1). In "
    "het écart mogen geen Koningen en geen bouts, en troeven alleen als het niet anders kan; die moet je dan "
    "laten zien (R6.2). Maak een kleur kaal en bewaar je punten in het écart: die tellen voor jou.",
    # 6. counting the points and the threshold
    "lesson.counting.title": "Punten tellen en de drempel",
    "lesson.counting.goal": "Aan het eind telt de nemer zijn slagen en het écart. Hoeveel punten hij nodig "
    "heeft, hangt af van zijn bouts (R11.2): geen bout 56, één bout 51, twee bouts 41, drie bouts 36. "
    "Het verschil met de drempel telt mee in de score (R12.1).\n\n"
    "Doel: haal je bouts binnen (de 21, de Excuse) en lees dan de telling.",
    "lesson.counting.step.1": "Je bent de nemer (Garde). Op tafel: {trick}. Je 21 wint deze slag, met de Vrouw "
    "erin (3,5 punten). De 21 is een bout: in jouw stapel verlaagt hij je drempel (R11.2).",
    "lesson.counting.wrong.1": "Met die kaart gaat de slag naar {winner}, met de Vrouw. Je 21 is de hoogste "
    "troef: die wint altijd (R9.6), en als bout telt hij mee voor je drempel (R11.2).",
    "lesson.counting.step.2": "Nog drie kaarten, en jij komt uit. Speel nu je Excuse: in de laatste slag "
    "wisselt hij van kamp en ben je een bout kwijt (R9.9). Nu blijft hij van jou, en met een bout meer in je "
    "stapel blijft je drempel laag (R11.2).",
    "lesson.counting.wrong.2": "Bewaar de Excuse niet tot het eind: wie hem in de laatste slag speelt, geeft hem "
    "aan de andere kant, met 4,5 punten en een bout (R9.9). Speel hem nu.",
    "lesson.counting.learnt": "De drempel hangt af van de bouts in de stapel van de nemer: 56, 51, 41 of 36 "
    "punten (R11.2). Gewonnen of verloren, het verschil telt mee (R11.4), en de score is (25 + verschil) "
    "maal de factor van het contract (R12.1).",
    # 7. the poignée
    "lesson.poignee.title": "De poignée",
    "lesson.poignee.goal": "Wie veel troeven heeft, mag ze laten zien: een poignée (R7.1). Met vier spelers is "
    "dat 10 troeven (enkel, 20 punten), 13 (dubbel, 30) of 15 (driedubbel, 40). Je toont hem vlak voor je "
    "eerste kaart (R7.3). De bonus gaat naar het kamp dat het spel wint (R7.7).\n\n"
    "Doel: toon je poignée.",
    "lesson.poignee.step.1": "Je hebt precies 10 troeven: genoeg voor een enkele poignée. Kies de enkele "
    "poignée; je 10 troeven worden gekozen, bevestig met c.",
    "lesson.poignee.wrong.1": "Met 10 troeven mag je een poignée tonen: 20 punten extra als je kamp wint "
    "(R7.1). Hier leer je hem tonen: kies de enkele poignée.",
    "lesson.poignee.learnt": "Een poignée toon je vlak voor je eerste kaart (R7.3): 10, 13 of 15 troeven met "
    "vier spelers, 20, 30 of 40 punten, nooit vermenigvuldigd (R7.1). De bonus gaat naar het winnende kamp, "
    "dus toon hem als je verwacht te winnen (R7.7). Iedereen weet daarna welke troeven je hebt.",
    # 8. petit au bout
    "lesson.petit_au_bout.title": "Petit au bout",
    "lesson.petit_au_bout.goal": "Zit de Petit (troef 1) in de laatste slag, dan krijgt het kamp dat die slag "
    "wint een bonus van 10 punten, maal de factor van het contract (R10.1). Jij bent de nemer en hebt nog "
    "twee kaarten: de Petit en een hoge troef.\n\n"
    "Doel: breng de Petit in de laatste slag thuis.",
    "lesson.petit_au_bout.step.1": "Nog twee slagen. Speel je Petit nu, dan is hij gewoon een bout. Bewaar hem "
    "voor de laatste slag: speel eerst je andere troef.",
    "lesson.petit_au_bout.wrong.1": "Bewaar de Petit voor de laatste slag: alleen daar levert hij de bonus van "
    "petit au bout op (R10.1).",
    "lesson.petit_au_bout.step.2": "De laatste slag. De anderen hebben geen troeven meer: speel je Petit, dan "
    "wint hij de slag en krijg je de bonus (R10.1).",
    "lesson.petit_au_bout.wrong.2": "Speel de Petit.",
    "lesson.petit_au_bout.learnt": "De Petit in de laatste slag is 10 punten waard, maal de factor van het "
    "contract, voor het kamp dat die slag wint (R10.1). Tel de troeven: als niemand meer hoger kan, breng je "
    "hem thuis. Zit hij eerder in een slag, dan is er geen bonus (R10.3).",
    # 9. the 5-player call and finding the partner
    "lesson.call.title": "Met vijf: een Koning roepen",
    "lesson.call.goal": "Met vijf spelers roept de nemer na het bieden een Koning (R5.1, R5.2). Wie die Koning "
    "heeft, is zijn partner, maar zegt niets: pas als de Koning gespeeld wordt, weet iedereen het (R5.3). "
    "Ligt de Koning in de hond of in je eigen hand, dan speel je alleen (R5.4).\n\n"
    "Doel: neem het spel, roep een Koning en ontdek je partner.",
    "lesson.call.step.1": "Je hand telt {count} punten: genoeg voor {advice}. Neem het spel (Prise of Garde).",
    "lesson.call.wrong.1": "Met deze hand neem je een Prise of Garde: dan roep je daarna een partner (R5.1).",
    "lesson.call.step.2": "Roep een Koning. Je hebt zelf geen Koning: roep de Koning van een kleur waarin je "
    "Vrouw of Ruiter hebt, dan helpt je partner je die kaarten thuis te brengen (R5.2).",
    "lesson.call.wrong.2": "Je roept een Koning (R5.2); een Vrouw mag alleen als je alle vier de Koningen hebt.",
    "lesson.call.learnt": "Met vijf roept de nemer een Koning (R5.2); wie hem heeft, speelt stil mee tot de "
    "Koning valt (R5.3). Let op wie die kleur speelt: de partner wil hem graag laten vallen als jij de slag "
    "wint. Ligt hij in de hond, dan speel je alleen (R5.4).",
    # 10. defending: feeding points
    "lesson.defence_feed.title": "Verdedigen: punten bijgeven",
    "lesson.defence_feed.goal": "De verdedigers spelen samen tegen de nemer: wat één van hen wint, telt voor "
    "allemaal (R11.1). Wint een medeverdediger de slag zeker, geef dan een kaart met punten bij: 'charger'.\n\n"
    "Doel: geef punten aan de verdediger die de slag wint.",
    "lesson.defence_feed.step.1": "Op tafel: {trick}. {winner} (een verdediger, net als jij) wint met {best}, "
    "en de nemer heeft al gespeeld. Jij speelt als laatste: geef je duurste kaart in de kleur bij.",
    "lesson.defence_feed.wrong.1": "Die slag is al van jullie ({winner} wint met {best}). Geef er punten bij: "
    "een Vrouw of Ruiter in de slag van een medeverdediger is veilig binnen (R9.6).",
    "lesson.defence_feed.learnt": "Wint een medeverdediger zeker, geef dan punten bij (Vrouw, Ruiter). Wint de "
    "nemer, geef dan zo weinig mogelijk (een kaart van 0,5). Alles wat de verdediging wint, telt samen (R11.1).",
    # 11. defending: hunting the Petit
    "lesson.defence_petit.title": "Verdedigen: op jacht naar de Petit",
    "lesson.defence_petit.goal": "De Petit (troef 1) is een bout: in de stapel van de nemer verlaagt hij de "
    "drempel (R11.2), in de laatste slag geeft hij een bonus (R10.1). De verdediging jaagt erop door troef "
    "te spelen: dan moet iedereen troeven, en wie weinig troeven heeft, raakt de Petit kwijt.\n\n"
    "Doel: speel troef om de Petit op te jagen.",
    "lesson.defence_petit.step.1": "Jij komt uit. De Petit is nog niet gevallen en jij hebt hem niet. Je hebt "
    "veel troeven: speel een troef, dan moet iedereen troef bijspelen (R9.4.4).",
    "lesson.defence_petit.wrong.1": "Speel troef: dan moet iedereen troef bekennen (R9.4.4) en wordt de Petit "
    "opgejaagd. Een kleurkaart geeft de nemer rust.",
    "lesson.defence_petit.learnt": "Troef spelen jaagt de Petit op: iedereen moet troef bijspelen (R9.4.4), en "
    "wie hem heeft, verliest hem of moet hem vroeg spelen. Valt hij in een slag van de verdediging, dan heeft "
    "de nemer een bout minder (R11.2) en geen petit au bout (R10.1).",
    # 12. a whole deal (the oefenpotje)
    "lesson.whole_deal.title": "Een heel spel met uitleg (oefenpotje)",
    "lesson.whole_deal.goal": "Alles samen: bieden, de hond, het écart, een poignée, slagen spelen en de telling. "
    "Bij elke beslissing legt de uitleg uit wat er gebeurt en wat mag (R15).\n\n"
    "Doel: speel een heel spel tot en met de score.",
    "lesson.whole_deal.learnt": "Een heel spel: bieden (R4), de hond en het écart (R6), de poignée (R7), slagen "
    "spelen (R9) en de telling met de drempel (R11, R12). Nu ben je klaar voor een echte avond: 'Nieuwe "
    "avond' op het startscherm.",
}
