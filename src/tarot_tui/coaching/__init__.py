"""Coaching, as pure models (no Textual): bidding advice, the deal review, the coach of the guided deal and a
lesson's turn flow."""
