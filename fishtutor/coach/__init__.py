"""The coach after the rules: a hint (the best moves by the Expert's search, each with a sentence of why) and a
review of a finished game (each of the learner's decisions graded by what it cost). No widgets here."""
