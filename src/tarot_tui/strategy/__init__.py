"""How club players play, as numbers: strategy, not rules (the rules are the engine's).

``club_count`` is the club count of a hand for bidding (R4), the chance curves fitted on computer play and the
confidence from which a contract is bid. The computer players (``tarot_tui.bots``) bid with it and the advice
(``tarot_tui.advice``) words it for a learner. Pure: it imports only the engine's public face.
"""
