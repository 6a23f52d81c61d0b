"""Reusable widgets of the game: cards, the hand, the table, hints."""
