"""The table screen and its helpers: what it draws, the hint line, the hand's keys, the score panel."""
