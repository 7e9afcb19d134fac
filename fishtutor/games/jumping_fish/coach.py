"""What the coach may add to a hint in Jumping Fish's words: what it counts (the rules count no points), and what
a Level card's option or a Cat does by the rules of the round (only what the seat can see; the hint-truth test
checks each against the state)."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import colour, fish_on

from .moves import CAT_DOWN, CAT_UP, NO_EFFECT, PUSH_OPTION, REPEATED, UNIQUE, PlayCat, PlayLevel

UNIT = "your fish jumped out of the top"


def clause(state, seat: int, move) -> str:
    """A Level card's option by whether an opponent played that card before you this round, or a Cat's move."""
    if type(move) is PlayLevel and move.option != NO_EFFECT:
        return _level(state, seat, move)
    if type(move) is PlayCat and move.seat >= 0:
        if move.seat == seat:
            return f"one of your fish on level {move.level} goes up {CAT_UP} levels"
        return (f"one of {colour(move.seat)}'s fish on level {move.level} goes down {CAT_DOWN} levels, or 1 if they "
                f"answer with a Cat")
    return ""


def _level(state, seat: int, move: PlayLevel) -> str:
    """Step 1a or 1b: what the option does, and how many of your fish wait on the card's level."""
    n = int(move.card[1:])
    repeated = state.is_repeated(move.card)
    before = f"an opponent played the Level {n} card before you this round" if repeated else \
        f"no opponent has played the Level {n} card yet this round"
    count, up = (REPEATED if repeated else UNIQUE)[move.option]
    if repeated and move.option == PUSH_OPTION:
        does = "moves one of your fish up 1 level and one fish of each opponent who played it down 1 level"
    else:
        does = f"moves {count} of your fish up {up} level{'s' if up != 1 else ''}{' each' if count > 1 else ''}"
    return f"{before}, so option {move.option} {does} (you have {fish_on(state.levels, seat, n)} on level {n})"
