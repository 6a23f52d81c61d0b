"""English texts of the deal review (``tarot_tui.coaching.analysis``) and its screen. Keys match ``analysis_nl.py``."""

MESSAGES: dict[str, str] = {
    "key.analysis": "Review",
    "key.advice": "Advice",
    "ui.settings.review": "Review your decisions after a deal",
    "advice.ecart.title": "Advice: which écart?",
    "advice.ecart.body": "A club player puts away: {cards}.\nThat écart {summary}.\nKings and bouts may never go "
    "in, trumps only when you must; what is in it counts for you at the end (rule R6.2).",
    "advice.ecart.voids": "leaves {suits} void and banks {points} card points",
    "advice.ecart.no_void": "leaves no suit void and banks {points} card points",
    "analysis.title": "Review of deal {number} · {player}",
    "analysis.running": "The strong player looks at your decisions from your cards… {done} of {total}",
    "analysis.cancelled": "Review stopped. Press a to start again.",
    "analysis.off": "The review after a deal is turned off (Settings).",
    "analysis.no_deal": "No deal has been played to the end yet.",
    "analysis.costly": "Where the points went",
    "analysis.all": "All your decisions",
    "analysis.none": "No decision cost an estimated {points} points or more: well played!",
    "analysis.total": "{count} decisions looked at; the clear mistakes cost an estimated {points} points together.",
    "analysis.fair": "Everything is worked out from what you could see at the time, never from the others' cards.",
    "analysis.rule": "rule {rule}",
    "analysis.key.scroll": "↑↓ scroll",
    "analysis.key.person": "Tab other player",
    "analysis.key.deal": "←→ other deal",
    "analysis.key.again": "a again",
    "analysis.key.back": "Esc back",
    "analysis.keys_running": "Esc stop",
    "analysis.error.corrupt": "This deal cannot be reviewed: its saved record is damaged.",
    "analysis.error.not_finished": "This deal is not over yet: it can be reviewed after the last trick.",
    "analysis.error.void": "Nothing was played in this deal (everyone passed, or petit sec): there is nothing to "
    "review.",
    "analysis.error.no_record": "No full record of this deal was kept, so it cannot be reviewed.",
    "analysis.error.not_seated": "Nobody at this laptop played in this deal: there is nothing to review.",
    "analysis.pass": "pass",
    "analysis.show_poignee": "poignée of {count}",
    "analysis.poignee.yes": "poignée shown",
    "analysis.poignee.no": "no poignée shown",
    "analysis.kind.bid": "Bidding",
    "analysis.kind.call": "Call",
    "analysis.kind.discard": "Écart",
    "analysis.kind.poignee": "Poignée",
    "analysis.kind.card": "Trick {trick}",
    "analysis.agrees": "{where}: {chosen}, as the strong player would",
    "analysis.differs": "{where}: {chosen}; the strong player chose {best} ({cost} points)",
    "analysis.forced": "{where}: {chosen}, the only choice",
    "analysis.close": "{where}: {chosen}, about as good as {best}",
    "analysis.differs_short": "{where}: {chosen}; better: {best} ({cost})",
    "analysis.close_short": "{where}: {chosen}, close to {best}",
    "analysis.why.petit_safe": "This trick went to {camp}: a safe chance to bring the Petit home instead of {chosen} "
    "({cost} points better on average).",
    "analysis.why.petit_early": "You played the Petit just before the end: in the last trick it could have made "
    "the petit au bout bonus ({best} was {cost} points better on average).",
    "analysis.principle.petit_au_bout": "Whoever wins the last trick with the Petit in it scores 10 points times "
    "the multiplier.",
    "analysis.why.trump_spent": "You played {chosen} while {camp} had the trick already: {best} would have saved "
    "your trump ({cost} points better on average).",
    "analysis.principle.trumps": "Trumps are your tricks to come: do not spend a high trump on a trick your camp "
    "already has.",
    "analysis.camp.defence": "the defence",
    "analysis.camp.taker": "the taker",
    "analysis.camp.attack": "the attack",
    "analysis.camp_won": "Your camp won the deal, and the bonus goes to the camp that wins.",
    "analysis.camp_lost": "Your camp lost the deal, and the bonus goes to the camp that wins.",
    "analysis.why.bid": "You bid {chosen}; the strong player chose {best}, {cost} points better on average.",
    "analysis.why.call": "You called {chosen}; the strong player called {best}.",
    "analysis.why.discard": "Your écart {chosen}; the strong player's {best}: {cost} points better on average.",
    "analysis.why.poignee_shown": "You showed a poignée: {cost} points worse on average than without.",
    "analysis.why.poignee_kept": "You did not show your poignée: {cost} points less on average than with it.",
    "analysis.why.petit_lost": "Your Petit fell in a trick of {camp}: {best} was {cost} points better on average.",
    "analysis.why.excuse_last": "You played the Excuse to the last trick, where it changes camp: "
    "{best} was {cost} points better on average.",
    "analysis.why.gave": "You gave {points:n:card point:card points} to {camp} with {chosen}: {best} was {cost} "
    "points better on average.",
    "analysis.why.not_fed": "The trick was already won by {camp}: {best} instead of {chosen} would have added "
    "{points:n:card point:card points} ({cost} points better on average).",
    "analysis.why.petit_caught": "Your Petit was caught later, in trick {trick}, by {camp}: a bout lost, with its 4.5 "
    "card points, and one bout more for them lowers their threshold. {best} instead of {chosen} kept more chances "
    "to save it ({cost} points better on average).",
    "analysis.why.petit_caught_given": "Your Petit could not be saved: {camp} caught it later, in trick {trick}, when "
    "it cost more. Played now, under {camp}, it would have cost less ({cost} points better on average).",
    "analysis.why.petit_given": "This trick was going to {camp} anyway: giving the Petit now, rather than {chosen}, "
    "costs only its own points, where a Petit hunted later often costs more ({cost} points better on average).",
    "analysis.why.king_lost": "Your {king} fell later, in trick {trick}, to {camp}: 4.5 card points for them. {best} "
    "instead of {chosen} kept more chances to bring it home ({cost} points better on average).",
    "analysis.principle.kings": "A king is worth 4.5 card points: play it when it wins the trick or when your own "
    "camp wins it, not where the other camp can trump it.",
    "analysis.why.card": "The strong player played this deal out many times, the cards you could not see dealt in "
    "every way they could be: {best} instead of {chosen} gave {camp} {cost} points more on average.",
    "analysis.principle.bid": "Bid by how sure you are: a Prise on a hand worth playing but uncertain, a Garde "
    "when fairly sure; the bidding advice shows your chance per contract.",
    "analysis.principle.call": "Call a king you lack, in your longest suit: your partner's king takes a round of it, "
    "and your other cards of it follow to him.",
    "analysis.principle.discard": "The écart counts for the taker: void short suits so you can trump, and bank "
    "points you would otherwise lose.",
    "analysis.principle.poignee": "A poignée's bonus goes to the camp that wins the deal, whoever showed it.",
    "analysis.principle.bouts": "Every bout the taker takes lowers the threshold: 56 card points without a bout, "
    "36 with three.",
    "analysis.principle.excuse_last": "Do not play the Excuse to the last trick: it then goes to the other camp.",
    "analysis.principle.feed": "Whoever wins the trick gets all its card points: give points to your own camp, "
    "low cards to the other.",
    "analysis.principle.card": "Every card counts: think who wins the trick and what is still to come.",
}
