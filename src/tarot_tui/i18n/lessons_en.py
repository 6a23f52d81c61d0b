"""English texts of the course of lessons (``tarot_tui.lessons``). Keys match ``lessons_nl.py``."""

MESSAGES: dict[str, str] = {
    # start screen and keys
    "ui.menu.lessons": "Lessons: learn Tarot step by step",
    "key.lesson_start": "Start the lesson",
    "key.lesson_name": "Name",
    # the list
    "lesson.list.title": "Lessons: learn Tarot step by step",
    "lesson.list.learner": "Who is learning?",
    "lesson.list.done": "{done} of the {total} lessons done. Pick a lesson with ↑↓ and Enter.",
    "lesson.list.rules": "All the rules are in the rules guide (r on the start screen, F1 in a lesson).",
    "lesson.default_learner": "Sam",
    "lesson.name_problem.empty": "Type your name: progress is kept for each player.",
    "lesson.name_problem.too_long": "That name is too long (at most {most} characters).",
    "lesson.name_problem.control": "That name holds a character that cannot be shown.",
    "lesson.name_problem.composed": "That name holds a composed emoji (a skin tone, a flag or joined emoji), which "
    "terminals draw at different widths: use a single emoji or letters.",
    "lesson.name_problem.duplicate": "Choose another name.",
    "lesson.progress_broken": "Your progress could not be read ({reason}) and was kept aside as {path}; "
    "the lessons start afresh.",
    "lesson.progress_unsaved": "Your progress could not be saved; it is kept until you close the game.",
    "lesson.course_broken": "The lessons could not be loaded: {file} cannot be used ({reason}).",
    "lesson.numbered": "{number}. {title}",
    # at the table
    "lesson.goal.title": "{lesson}",
    "lesson.goal.keys": "Enter: start · Esc: back to the lessons · F1: read the rule. At the table ? explains "
    "for each card why it may or may not be played; u takes a move back.",
    "lesson.goal.position": "The lesson starts in the middle of a deal, at a fixed moment; the computer players "
    "play along.",
    "lesson.step.title": "{lesson}: step {number} of {total}",
    "lesson.wrong.title": "Not quite",
    "lesson.wrong.again": "Nothing was played: try again.",
    "lesson.word.pass": "pass",
    "lesson.partner.title": "Your partner is known",
    "lesson.partner.body": "{name} played the called card: {name} is your partner (rule R5.3). Until then "
    "nobody knew, not even you; only {name}.",
    "lesson.partner.alone": "The called King was in the chien or in your own hand: you play alone against four "
    "(rule R5.4).",
    "lesson.ecart_review.title": "Your écart",
    "lesson.ecart_review.body": "You put aside: {cards}, {points} points together; they count for you at the "
    "end (R6.2).",
    "lesson.ecart_review.voids": "Made void: {suits}; you can trump there later.",
    "lesson.ecart_review.none": "You made no suit void: with one short suit fewer you can trump more often.",
    "lesson.name.1": "Anna",
    "lesson.name.2": "Ben",
    "lesson.name.3": "Carla",
    "lesson.name.4": "Dan",
    "lesson.name.5": "Eve",
    "lesson.name.6": "Fiona",
    # the end of a lesson
    "lesson.done.title": "{lesson}: done!",
    "lesson.done.perfect": "All right the first time.",
    "lesson.done.corrected": "Corrected {count} times. No matter: that is how you learn.",
    "lesson.done.next": "Next lesson",
    "lesson.done.after": "Next: {lesson}.",
    "lesson.done.last": "That was the last lesson: you know the whole game now.",
    "lesson.done.keys": "Enter: choose · Esc/q: back · F1: read rule {rule}",
    "lesson.done.list": "Back to the lessons",
    # 1. the cards and their points
    "lesson.cards.title": "The cards and their points",
    "lesson.cards.goal": "Tarot has 78 cards: four suits of 14 (King, Queen, Knight, Jack, 10 down to 1), 21 "
    "trumps and the Excuse (R2.1). Not every card is worth the same (R2.4):\n"
    "• the three bouts (trump 1 = the Petit, trump 21, the Excuse): 4.5 points\n"
    "• King 4.5 · Queen 3.5 · Knight 2.5 · Jack 1.5\n"
    "• every other card: 0.5 (91 points in all).\n\n"
    "Goal: take a trick with many points in it.",
    "lesson.cards.step.1": "On the table: {trick}. There is a Queen (3.5 points) and you play last. In a suit "
    "the highest card wins (R9.6), and the King is the highest. Play the card that wins this trick.",
    "lesson.cards.wrong.1": "With that card {winner} wins the trick with {best}. {winner} defends with you, so "
    "those points stay in your camp, but this lesson asks you to win the trick: only your King beats {best}, and "
    "with the King you take 4.5 + 3.5 + 0.5 + 0.5 = 9 points.",
    "lesson.cards.learnt": "Kings and bouts are worth 4.5 points, Queens 3.5, Knights 2.5, Jacks 1.5 and the "
    "rest 0.5 (R2.4). In a suit the highest card wins; a trump beats any suit (R9.6). A trick with a Queen or "
    "King in it is worth taking.",
    # 2. following suit, trumping and overtrumping
    "lesson.follow.title": "Following suit, trumping and overtrumping",
    "lesson.follow.goal": "Which card you may play is rule R9.4, in this order:\n"
    "1. the Excuse may always be played (R9.4.1);\n"
    "2. if you hold the suit led, you play that suit (R9.4.3);\n"
    "3. if you do not, you must trump, higher than the highest trump on the table when you can (R9.4.4);\n"
    "4. with neither the suit nor a trump, anything goes (R9.4.5).\n\n"
    "Goal: play three tricks: first follow suit, then trump, then overtrump.",
    "lesson.follow.step.1": "{suit} was led ({trick}) and you hold {suit}: you must follow suit (R9.4.3). You "
    "need not play higher. Play a {suit} card.",
    "lesson.follow.wrong.1": "You hold {suit}, so you follow suit with a {suit} card (R9.4.3). The Excuse is "
    "allowed too, but better kept: lesson 3 is about it.",
    "lesson.follow.step.2": "{suit} was led ({trick}) and you have none. Then you must trump (R9.4.4): play a "
    "trump. (The Excuse is always allowed, R9.4.1, but keep it.)",
    "lesson.follow.wrong.2": "Without the suit led you must trump when you hold trumps (R9.4.4). The Excuse is "
    "allowed too (R9.4.1), but better kept: play a trump here.",
    "lesson.follow.step.3": "On the table: {trick}. There is already a trump, {to_beat}. Whoever trumps must "
    "go higher when possible: overtrump (R9.4.4), even when that trump is a partner's.",
    "lesson.follow.wrong.3": "You must trump higher than {to_beat} when you hold such a trump (R9.4.4). Only "
    "without a higher trump may you play a lower one (undertrump).",
    "lesson.follow.learnt": "Following suit comes first (R9.4.3); without the suit you trump, higher than the "
    "trump on the table when you can (R9.4.4); only with neither suit nor trump may you discard freely "
    "(R9.4.5). The Excuse may always be played (R9.4.1).",
    # 3. the Excuse
    "lesson.excuse.title": "The Excuse",
    "lesson.excuse.goal": "The Excuse is a bout (4.5 points) you may always play, even when you should follow "
    "suit or trump (R9.4.1). It never wins a trick but stays with your camp: whoever wins the trick gets a "
    "0.5 card from your camp in exchange (R9.7).\n\n"
    "Goal: save a valuable card with the Excuse.",
    "lesson.excuse.step.1": "The taker leads {best}. Your only spade is your Queen: it cannot beat the King and "
    "would give the taker 3.5 points. Play the Excuse: it is always allowed (R9.4.1) and you keep your Queen "
    "for later.",
    "lesson.excuse.wrong.1": "Your Queen under the King gives the taker 3.5 points. The Excuse is always "
    "allowed here (R9.4.1) and comes back to your camp (R9.7).",
    "lesson.excuse.learnt": "You may always play the Excuse (R9.4.1). It wins no trick but stays with your camp: "
    "you swap it for a 0.5 card (R9.7). Use it to save a card with points; do not play it to the last trick, "
    "where it changes camp (R9.9).",
    # 4. bidding with the club count
    "lesson.bidding.title": "Bidding with the club count",
    "lesson.bidding.goal": "After the deal everyone bids once, from low to high: Prise, Garde, Garde sans, Garde "
    "contre (R4.1, R4.2). The highest bidder is the taker and plays alone against the others. Club players "
    "count their hand: trumps, bouts, Kings, long and void suits.\n\n"
    "Goal: bid what the count says.",
    "lesson.bidding.step.1": "Everyone before you passed. Your hand counts {count} points; the count says: "
    "{advice}. Choose 'Advice' to see the count line by line, then bid.",
    "lesson.bidding.wrong.1": "Your hand counts {count} points: club players bid {advice} with it (R4.1). With "
    "two bouts, six trumps and two Kings you do not let this deal go.",
    "lesson.bidding.learnt": "Count your hand before you bid: trumps, bouts (the Petit only with enough "
    "trumps), Kings and Queens, long and void suits. From about 40 points take a Prise, from about 56 a Garde "
    "(R4.1). With less, pass: the taker plays alone against three.",
    # 5. the chien and a legal écart
    "lesson.ecart.title": "The chien and a legal écart",
    "lesson.ecart.goal": "With Prise and Garde the taker turns the chien (6 cards) face up, takes it into the "
    "hand and puts 6 cards aside: the écart (R6.1). The écart counts for the taker. No Kings and no bouts may "
    "go into it, and trumps only when there is no other way (R6.2).\n\n"
    "Goal: take the deal and make a legal écart.",
    "lesson.ecart.step.1": "Your hand counts {count} points: enough for {advice}. Take a Prise or Garde; with "
    "Garde sans or Garde contre you do not see the chien (R6.3, R6.4).",
    "lesson.ecart.wrong.1": "Take a Prise or Garde: then the chien is yours (R6.1). With this hand you do not "
    "leave the deal to the others.",
    "lesson.ecart.step.2": "The chien is in your hand now. Pick 6 cards to put aside and confirm with c. No "
    "Kings and no bouts (R6.2). Good ones: the cards of a short suit (so you can trump it later) and Queens or "
    "Knights you would otherwise lose.",
    "lesson.ecart.wrong.2": "That écart is not allowed (R6.2).",
    "lesson.ecart.learnt": "With Prise and Garde the taker gets the chien and puts as many cards aside (R6.1). "
    "No Kings and no bouts in the écart, and trumps only when there is no other way; those must be shown "
    "(R6.2). Make a suit void and keep points in the écart: they count for you.",
    # 6. counting the points and the threshold
    "lesson.counting.title": "Counting the points and the threshold",
    "lesson.counting.goal": "At the end the taker counts his tricks and the écart. How many points he needs "
    "depends on his bouts (R11.2): no bout 56, one bout 51, two bouts 41, three bouts 36. The difference "
    "from the threshold counts in the score (R12.1).\n\n"
    "Goal: bring your bouts home (the 21, the Excuse), then read the count.",
    "lesson.counting.step.1": "You are the taker (Garde). On the table: {trick}. Your 21 wins this trick, with "
    "the Queen in it (3.5 points). The 21 is a bout: in your pile it lowers your threshold (R11.2).",
    "lesson.counting.wrong.1": "With that card the trick goes to {winner}, Queen and all. Your 21 is the "
    "highest trump: it always wins (R9.6), and as a bout it counts for your threshold (R11.2).",
    "lesson.counting.step.2": "Three cards left, and you lead. Play your Excuse now: in the last trick it "
    "changes camp and you lose a bout (R9.9). Now it stays yours, and with one bout more in your pile your "
    "threshold stays low (R11.2).",
    "lesson.counting.wrong.2": "Do not keep the Excuse to the end: played to the last trick it goes to the other "
    "side, with 4.5 points and a bout (R9.9). Play it now.",
    "lesson.counting.learnt": "The threshold depends on the bouts in the taker's pile: 56, 51, 41 or 36 points "
    "(R11.2). Won or lost, the difference counts (R11.4), and the score is (25 + difference) times the "
    "contract's factor (R12.1).",
    # 7. the poignée
    "lesson.poignee.title": "The poignée",
    "lesson.poignee.goal": "With many trumps you may show them: a poignée (R7.1). With four players that is 10 "
    "trumps (simple, 20 points), 13 (double, 30) or 15 (triple, 40). You show it just before your first card "
    "(R7.3). The bonus goes to the camp that wins the deal (R7.7).\n\n"
    "Goal: show your poignée.",
    "lesson.poignee.step.1": "You hold exactly 10 trumps: enough for a simple poignée. Choose the simple "
    "poignée; your 10 trumps are picked, confirm with c.",
    "lesson.poignee.wrong.1": "With 10 trumps you may show a poignée: 20 points more if your camp wins (R7.1). "
    "This lesson shows how: choose the simple poignée.",
    "lesson.poignee.learnt": "You show a poignée just before your first card (R7.3): 10, 13 or 15 trumps with "
    "four players, 20, 30 or 40 points, never multiplied (R7.1). The bonus goes to the winning camp, so show "
    "it when you expect to win (R7.7). Everyone then knows your trumps.",
    # 8. petit au bout
    "lesson.petit_au_bout.title": "Petit au bout",
    "lesson.petit_au_bout.goal": "When the Petit (trump 1) is in the last trick, the camp that wins that trick "
    "gets a bonus of 10 points, times the contract's factor (R10.1). You are the taker with two cards left: "
    "the Petit and a high trump.\n\n"
    "Goal: bring the Petit home in the last trick.",
    "lesson.petit_au_bout.step.1": "Two tricks to go. Play the Petit now and it is just a bout. Keep it for the "
    "last trick: play your other trump first.",
    "lesson.petit_au_bout.wrong.1": "Keep the Petit for the last trick: only there does it earn the petit au "
    "bout bonus (R10.1).",
    "lesson.petit_au_bout.step.2": "The last trick. The others have no trumps left: play your Petit, it wins the "
    "trick and you get the bonus (R10.1).",
    "lesson.petit_au_bout.wrong.2": "Play the Petit.",
    "lesson.petit_au_bout.learnt": "The Petit in the last trick is worth 10 points, times the contract's factor, "
    "for the camp that wins that trick (R10.1). Count the trumps: when nobody can go higher, bring it home. In "
    "an earlier trick there is no bonus (R10.3).",
    # 9. the 5-player call and finding the partner
    "lesson.call.title": "Five players: calling a King",
    "lesson.call.goal": "With five players the taker calls a King after the bidding (R5.1, R5.2). Whoever holds "
    "that King is the partner but says nothing: only when the King is played does everyone know (R5.3). If "
    "the King is in the chien or in your own hand, you play alone (R5.4).\n\n"
    "Goal: take the deal, call a King and find your partner.",
    "lesson.call.step.1": "Your hand counts {count} points: enough for {advice}. Take the deal (Prise or Garde).",
    "lesson.call.wrong.1": "With this hand you take a Prise or Garde: then you call a partner (R5.1).",
    "lesson.call.step.2": "Call a King. You hold no King yourself: call the King of a suit where you hold the "
    "Queen or Knight, so your partner helps you bring those cards home (R5.2).",
    "lesson.call.wrong.2": "You call a King (R5.2); a Queen only when you hold all four Kings.",
    "lesson.call.learnt": "With five the taker calls a King (R5.2); whoever holds it plays along quietly until "
    "the King falls (R5.3). Watch who plays that suit: the partner likes to drop it when you win the trick. "
    "If it is in the chien, you play alone (R5.4).",
    # 10. defending: feeding points
    "lesson.defence_feed.title": "Defending: feeding points",
    "lesson.defence_feed.goal": "The defenders play together against the taker: what one of them wins counts "
    "for all (R11.1). When a fellow defender surely wins the trick, add a card with points to it: 'charger'.\n\n"
    "Goal: give points to the defender who wins.",
    "lesson.defence_feed.step.1": "On the table: {trick}. {winner} (a defender, like you) wins with {best}, and "
    "the taker has played. You play last: add your most valuable card of the suit.",
    "lesson.defence_feed.wrong.1": "That trick is already yours ({winner} wins with {best}). Add points: a Queen "
    "or Knight in a fellow defender's trick is safely home (R9.6).",
    "lesson.defence_feed.learnt": "When a fellow defender surely wins, add points (Queen, Knight). When the taker "
    "wins, give as little as you can (a 0.5 card). Everything the defence wins counts together (R11.1).",
    # 11. defending: hunting the Petit
    "lesson.defence_petit.title": "Defending: hunting the Petit",
    "lesson.defence_petit.goal": "The Petit (trump 1) is a bout: in the taker's pile it lowers his threshold "
    "(R11.2), in the last trick it earns a bonus (R10.1). The defence hunts it by leading trumps: everyone "
    "must then play a trump, and whoever has few loses the Petit.\n\n"
    "Goal: lead a trump to hunt the Petit.",
    "lesson.defence_petit.step.1": "You lead. The Petit has not fallen and you do not hold it. You hold many "
    "trumps: lead a trump, and everyone must play a trump too (R9.4.4).",
    "lesson.defence_petit.wrong.1": "Lead a trump: everyone must then play a trump (R9.4.4) and the Petit is "
    "hunted. A suit card lets the taker rest.",
    "lesson.defence_petit.learnt": "Leading trumps hunts the Petit: everyone must play a trump (R9.4.4), and "
    "whoever holds it loses it or must play it early. If it falls in a defence trick, the taker has one bout "
    "fewer (R11.2) and no petit au bout (R10.1).",
    # 12. a whole deal (the oefenpotje)
    "lesson.whole_deal.title": "A whole deal, explained (practice deal)",
    "lesson.whole_deal.goal": "Everything together: bidding, the chien, the écart, a poignée, playing tricks "
    "and the count. At each decision the guide explains what happens and what is allowed (R15).\n\n"
    "Goal: play a whole deal up to the score.",
    "lesson.whole_deal.learnt": "A whole deal: bidding (R4), the chien and the écart (R6), the poignée (R7), "
    "playing tricks (R9) and the count with the threshold (R11, R12). You are ready for a real evening: "
    "'New evening' on the start screen.",
}
