"""Score sheets, statistics and the score keeper: an evening's deals as rows to read, count and export
(no Textual, no Rich)."""
