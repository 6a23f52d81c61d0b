"""English texts of the guided first deal (practice deal) and the bidding advice. Keys match ``guide_nl.py``.

Every explanation names the rule it comes from (R-numbers of ``docs/rules-en.md``), so F1 opens it.
"""

MESSAGES: dict[str, str] = {
    # start screen and keys
    "ui.menu.guided": "Practice deal: learn the game step by step",
    "key.guided": "Practice deal",
    "key.all_rules": "All rules",
    "key.next_chapter": "Next chapter",
    "key.previous_chapter": "Previous chapter",
    "rules.chapters": "Chapters",
    "rules.browse": "Turn the pages with n (next chapter) and p (previous chapter); a shows all the rules at once "
    "(that takes a few seconds to load).",
    "key.read_rule": "Read the rule",
    "ui.advice": "Advice",
    # bidding advice (tarot_tui.coaching.advice)
    "advice.title": "Advice: what do you bid with this hand?",
    "advice.intro": "Club players count their hand like this:",
    "advice.item.trumps": "trumps T2–T20: {count} × 2",
    "advice.item.major_trumps": "high trumps T16–T20: {count} × 1 more",
    "advice.item.monde": "the 21 (bout)",
    "advice.item.excuse": "the Excuse (bout)",
    "advice.item.petit": "the Petit (bout), with {count:n:trump:trumps}",
    "advice.item.long_trumps": "trumps from the fifth: {count} × 5 more",
    "advice.item.bouts": "{count:n:bout:bouts}: fewer points needed at the end",
    "advice.item.kings": "kings: {count} × 6",
    "advice.item.queens": "queens: {count} × 3",
    "advice.item.knights": "knights: {count} × 2",
    "advice.item.jacks": "jacks: {count} × 1",
    "advice.item.marriages": "king with queen of the same suit: {count} × 1",
    "advice.item.long_suit": "long suit: {count} × {suit}",
    "advice.item.voids": "void suits (no card): {count} × 6",
    "advice.item.singletons": "one-card suits (not a king): {count} × 3",
    "advice.item.scale": "scaled from {count} to 18 cards",
    "advice.item.table": "table of {count:n:player:players}",
    "advice.item.seat_overbid": "someone has bid: be more careful",
    "advice.total": "total",
    "advice.chance": "The chance of making it with this count: {chances}.",
    "advice.joined": "{first} and {last}",
    "advice.each": "{contracts} {chance} each",
    "advice.same_cards": "A Garde is played with the same cards as a Prise, so the chance is the same, but it "
    "counts double (rule R4.1).",
    "advice.scale": "Club players bid the highest contract they are sure enough of: {scale} (rule R4.1).",
    "advice.last": "You are the dealer and everyone passed: unless you take, the deal is void (rule R4.4), so a "
    "Prise from {chance} is worth it.",
    "advice.points": "You now hold {points} card points and {bouts:n:bout:bouts}. With {bouts:n:bout:bouts} you need "
    "{needed} points at the end (rule R11.2).",
    "advice.bid": "With {total} points club players usually take a {contract}.",
    "advice.outbid": "With {total} points you would take {contract}, but {highest} has been bid and you must "
    "go higher (rule R4.2): so pass.",
    "advice.pass": "With {total} points club players pass: too little for a Prise (rule R4.1).",
    # the guide's dialogs
    "guide.keys": "Enter/Esc: go on · F1: read rule {rule}",
    "guide.keys_lesson": "Enter: go on · Esc/q: stop · F1: read rule {rule}",
    "guide.and": "and",
    "guide.play.title_plain": "Playing the tricks (rule R9.1)",
    "guide.score.points_contre": "• The attack's card points: {points}. The taker's tricks; with Garde contre "
    "the chien counts for the defence (rule R11.1).",
    "guide.name.you": "Sam",
    "guide.name.1": "Anna",
    "guide.name.2": "Ben",
    "guide.name.3": "Carla",
    "guide.welcome.title": "Practice deal: your first game of French Tarot",
    "guide.welcome.body": "You play one deal at a table of four. You are {you}, at the bottom of the table, "
    "against three computer players: {others}. At each step this box says what happens and what is allowed.\n\n"
    "One player, the taker, plays alone against the other three. He must win enough card points in his "
    "tricks (rule R2.4). How many depends on his bouts: the Petit (T1), the 21 and the Excuse "
    "(rule R2.3).\n\n"
    "A deal goes: bidding, the chien and the écart, the tricks, and counting (rule R15). "
    "You deal this time, so the others bid first.\n\n"
    "Every explanation names a rule. F1 opens that rule in the rules guide; Escape brings you back.",
    "guide.bid.title": "Bidding (rule R4.1)",
    "guide.bid.body": "Everyone says once whether they want to play, and with which contract (rule R4.2). The "
    "higher the contract, the more the deal is worth:\n"
    "  Prise ×1 · Garde ×2 · Garde sans ×4 · Garde contre ×6\n"
    "With Prise and Garde the taker also gets the chien: six cards still face down (rule R6.1).\n\n"
    "{said}\n\n"
    "How do you know what to bid? Club players count their hand. Press Enter to see the count of your "
    "hand.",
    "guide.bid.said_none": "You speak first.",
    "guide.bid.said_passed": "{players} passed. You speak last.",
    "guide.bid.said": "So far: {bids}.",
    "guide.advice.title": "Your hand, counted (rule R4.1)",
    "guide.advice.then": "In the bidding box press the number, for example 2 for Garde. Press a to see this "
    "advice again.",
    "guide.chien.title": "The chien (rule R6.1)",
    "guide.chien.body": "You play {contract}, so the chien is yours. Everyone has seen it:\n"
    "  {chien}\n"
    "Those cards are now in your hand; they are marked.{bouts}\n\n"
    "Now you put {size} cards face down: the écart. It counts for you at the end, but you no longer play "
    "with it.",
    "guide.chien.bout": "\n\nThe chien held {cards}: another bout! The more bouts, the fewer points you need "
    "(rule R11.2).",
    "guide.ecart.title": "The écart (rule R6.2)",
    "guide.ecart.body": "What may go into the écart?\n"
    "  • suit cards, except kings;\n"
    "  • never a king and never a bout (T1, T21, Excuse);\n"
    "  • trumps (T2–T20) only when you have too few other cards. You show those trumps.\n"
    "Why? What lies in the écart can no longer be won by the defence. Kings and bouts must be brought home "
    "in play.\n\n"
    "Tip: put a short suit away completely. Once you are void in a suit, you must trump when it is led "
    "(rule R9.4.4). For example: {example}.\n\n"
    "Pick with the arrows and Enter; confirm with C. Cards that may not go are grey.",
    "guide.poignee.ecart": " ({count:n:trump:trumps} of them in your écart, which you may show again: rule R7.6)",
    "guide.poignee.excuse": " and the Excuse, which may stand in for one trump (rule R7.5)",
    "guide.bout.0": "the Petit (T1)",
    "guide.bout.20": "the 21 (T21)",
    "guide.bout.21": "the Excuse",
    "guide.score.chelem_failed": "• Chelem: {value}. Announced, but not every trick was won (rule R8.4).",
    "guide.score.chelem_made": "• Chelem: {value}. The {camp} won every trick (rule R8.4).",
    "guide.chelem": "A chelem means winning every trick (rule R8.1). Announce it only with a very strong "
    "hand: press n.",
    "guide.poignee.title": "Poignée: showing your trumps (rule R7.1)",
    "guide.poignee.body": "You hold {count:n:trump:trumps}{ecart}{excuse}. With {size} trumps or more you may show "
    "them just before your first card: a poignée. The bonus ({bonus}) goes to the camp that wins the deal, even when "
    "that is the other side (rule R7.7).\n\n"
    "So show it only when you expect to win. The drawback: the others then know your trumps.",
    "guide.play.intro": "Now the tricks are played. The leader may play any card; the others follow in turn "
    "(rule R9.1). If the trick was trumped, the highest trump wins; otherwise the highest card of the suit "
    "led (rule R9.6). The winner of a trick leads the next one.\n\n"
    "Cards you may not play are grey. The line under the table always says why a card may or may not be "
    "played.\n\n",
    "guide.play.title": "Playing the tricks: {situation}",
    "guide.situation.lead.title": "leading (rule R9.2)",
    "guide.situation.lead.body": "You lead: you may play any card, a trump or the Excuse too.\n"
    "Tip: as the taker you can lead trumps, so the defence loses theirs.",
    "guide.situation.follow.title": "following suit (rule R9.4.3)",
    "guide.situation.follow.body": "{suit} was led and you hold {suit}. Then you must play {suit}: follow "
    "suit. High or low is up to you; you need not win the trick. You may not trump now.",
    "guide.situation.trump.title": "trumping (rule R9.4.4)",
    "guide.situation.trump.body": "{suit} was led and you hold no {suit}. Then you must trump: play a "
    "trump, whichever you like.\n"
    "Discarding another suit is allowed only when you hold no trump either (rule R9.4.5).",
    "guide.situation.overtrump.title": "overtrumping (rule R9.4.4)",
    "guide.situation.overtrump.body": "There is a trump on the table already: {to_beat}. When you must trump, "
    "you must go higher than {to_beat} if you can: overtrump. Even when a partner is winning the "
    "trick.\nIf you cannot go higher, you still play a lower trump: undertrump.",
    "guide.situation.trump_led.title": "trumps led (rule R9.4.4)",
    "guide.situation.trump_led.body": "Trumps were led and you hold trumps. Then you must play a trump, and "
    "higher than {to_beat} if you can. If you cannot go higher, any trump will do.",
    "guide.situation.excuse.title": "the Excuse (rule R9.4.1)",
    "guide.situation.excuse.body": "You may always play the Excuse, even when you must follow suit or trump. "
    "It never wins a trick, but whoever plays it keeps it: it goes back to his camp's pile, and that camp "
    "hands over a low card for it (rule R9.7).\n"
    "Do not play it in the last trick: you would lose it (rule R9.9).",
    # the hint bar when a card is asked for, before any is highlighted: what the rule asks of this hand
    "guide.asks.lead": "You lead: any card goes (rule R9.2).",
    "guide.asks.lead_chelem": "You announced a chelem, so you lead to the first trick: any card goes (rule R8.3).",
    "guide.asks.lead_restricted": "You lead to the first trick: the called card's suit may not be led yet, the "
    "called card itself may (rule R5.5).",
    "guide.asks.excuse_led": "The Excuse was led: your card sets the suit, any card goes (rule R9.3).",
    "guide.asks.follow": "You hold {suit}: you must follow {suit} (rule R9.4.3).",
    "guide.asks.trump": "You hold no {suit}: you must trump (rule R9.4.4).",
    "guide.asks.overtrump": "You hold no {suit}: you must trump, higher than {to_beat} (rule R9.4.4).",
    "guide.asks.undertrump": "No {suit}, and you cannot beat {to_beat}: you must trump all the same (rule R9.4.4).",
    "guide.asks.undertrump_waived": "No {suit}, and you cannot beat {to_beat}: the house rules let you discard "
    "too (rule R13).",
    "guide.asks.trump_led": "Trumps led: you must play a trump, higher than {to_beat} (rule R9.4.4).",
    "guide.asks.trump_led_any": "Trumps led: you must play a trump; you cannot beat {to_beat} (rule R9.4.4).",
    "guide.asks.partner_trump": "You hold no {suit}: you must trump, but need not beat your partner's {to_beat} "
    "(rule R13).",
    "guide.asks.discard": "No {suit} and no trump: any card goes (rule R9.4.5).",
    "guide.asks.discard_trump_led": "Trumps led and you hold none: any card goes (rule R9.4.5).",
    "guide.asks.excuse_now_short": " Play the Excuse now (rule R9.9).",
    "guide.asks.excuse_too": " The Excuse is always allowed (rule R9.4.1).",
    "guide.asks.excuse_now": " Play the Excuse now: else it goes to the last trick by itself and changes camp "
    "(rule R9.9).",
    "guide.card.only_card": "{card} is the only card you may play (rule {rule}).",
    # the hint bar during play: why the highlighted card may be played
    "guide.card.lead": "{card} is allowed: you lead, so any card goes (rule R9.2).",
    "guide.card.lead_chelem": "{card} is allowed: you announced a chelem, so you lead and any card goes (rule R8.3).",
    "guide.card.excuse": "{card} is always allowed, but does not win the trick (rule R9.4.1).",
    "guide.card.excuse_led": "{card} is allowed: the Excuse sets no suit, so you choose (rule R9.3).",
    "guide.card.follow": "{card} is allowed: you follow {suit} (rule R9.4.3).",
    "guide.card.trump": "{card} is allowed: you hold no {suit}, so you trump (rule R9.4.4).",
    "guide.card.overtrump": "{card} is allowed: higher than {to_beat}, and you must overtrump (rule R9.4.4).",
    "guide.card.undertrump": "{card} is allowed: you cannot beat {to_beat}, so any trump (rule R9.4.4).",
    "guide.card.trump_led": "{card} is allowed: trumps led and higher than {to_beat} (rule R9.4.4).",
    "guide.card.trump_led_any": "{card} is allowed: trumps led; you cannot beat {to_beat} (rule R9.4.4).",
    "guide.card.undertrump_waived": "{card} is allowed: you cannot beat {to_beat}, and the house rules do not make "
    "you undertrump (rule R13).",
    "guide.card.partner_trump": "{card} is allowed: your partner's {to_beat} is the highest trump, and the house "
    "rules do not make you beat it; any trump (rule R13).",
    "guide.card.discard_trump_led": "{card} is allowed: trumps were led and you have none, so you may discard "
    "anything (rule R9.4.5).",
    "guide.card.discard": "{card} is allowed: no {suit} and no trump, so a free discard (rule R9.4.5).",
    "guide.card.refused": "{card} may not be played. {reason}",
    "guide.card.excuse_last": "{card} is allowed, but in the last trick the Excuse goes to the other camp (rule R9.9).",
    "guide.card.excuse_chelem": "{card} is allowed: your camp won every trick, so the "
    "Excuse you lead to the last trick wins it (rule R8.5).",
    "guide.card.excuse_last_winner": "{card} is allowed; in the last trick the Excuse "
    "goes to the camp that wins the trick (house rule R13).",
    "guide.card.excuse_kept": " Then your Excuse goes to the last trick by itself and changes camp (rule R9.9).",
    "guide.card.excuse_kept_short": " Your Excuse then changes camp (rule R9.9).",
    "guide.card.play": " Enter plays it.",
    # the score, term by term
    "guide.score.title": "The count, step by step (rule R12.1)",
    "guide.score.points": "• The attack's card points: {points}. The taker's tricks plus the écart (rule R11.1).",
    "guide.score.points_sans": "• The attack's card points: {points}. The taker's tricks, and with Garde sans "
    "the chien (rule R11.1).",
    "guide.score.threshold": "• Bouts in that pile: {bouts}, so needed: {threshold} (rule R11.2).",
    "guide.score.won": "• Won: {points} is at least {threshold} (rule R11.3). Margin: {margin} (rule R11.4).",
    "guide.score.lost": "• Lost: {points} is less than {threshold} (rule R11.3). Margin: {margin} (rule R11.4).",
    "guide.score.half": " A half point goes to the winner.",
    "guide.score.contract": "• Contract: {sign}({base} + {margin}) × {m} = {value}. A fixed amount plus the "
    "margin, times {m} for {contract} (rule R12.1).",
    "guide.score.pab": "• Petit au bout: {value}. The Petit was in the last trick, won by the {camp} (rule R10.1).",
    "guide.score.pab_none": "• Petit au bout: 0. The Petit was not in the last trick (rule R10.1).",
    "guide.score.poignee": "• Poignées: {value}. The bonus goes to the camp that wins (rule R7.7).",
    "guide.score.poignee_none": "• Poignées: 0. Nobody showed a poignée (rule R7.1).",
    "guide.score.chelem_none": "• Chelem: 0. Nobody won every trick (rule R8.1).",
    "guide.score.total": "• Together: D = {d}. Each defender pays the taker {amount} (rule R12.1).",
    "guide.score.total_negative": "• Together: D = {d}. The taker pays each defender {amount} (rule R12.1).",
    "guide.score.shares": "• {taker} gets {factor} × D = {taker_score}, {defenders} each {defender_score}. "
    "That adds up to 0 (rule R12.2).",
    "guide.score.next": "Press Enter to see the count as a table.",
    "guide.void.title": "Everybody passed (rule R4.4)",
    "guide.void.body": "When everybody passes, the deal is void: nobody scores, and the next player deals "
    "again.\n\nIn this practice deal you get the same cards once more. With this hand club players advise "
    "a Garde: press 2 in the bidding box.",
    "guide.end.title": "Done: your first deal! (rule R15)",
    "guide.end.body": "Every deal goes like this: dealing, bidding, the chien and the écart, the tricks, and "
    "counting.\n\n"
    "Now play a real evening with N on the start screen; hints stay on (Settings). When a card is refused, "
    "or a hint puzzles you, F1 opens the rule behind it. In the bidding box, a gives advice.\n\n"
    "This practice deal is not saved; you can play it again any time with O.",
}
