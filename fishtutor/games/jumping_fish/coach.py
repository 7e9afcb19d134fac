"""What the coach may add to a hint in Jumping Fish's words: what it counts (the rules count no points), and what
a Level card's option or a Cat does by the rules of the round (only what the seat can see; the hint-truth test
checks each against the state)."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import colour, fish_on
from fishtutor.games.fishy.cards import card_name

from .moves import (CAT_DOWN, CAT_UP, NO_EFFECT, PUSH_OPTION, REPEATED, UNIQUE, Answer, PlayCat, PlayLevel,
                    option_words)

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
    """Step 1a or 1b: what the option does, and how many of your fish wait on the card's level (the option's number
    is the move's words; said again here it read twice in a hint)."""
    n = int(move.card[1:])
    repeated = state.is_repeated(move.card)
    before = f"an opponent played the Level {n} card before you this round" if repeated else \
        f"no opponent has played the Level {n} card yet this round"
    count, up = (REPEATED if repeated else UNIQUE)[move.option]
    if repeated and move.option == PUSH_OPTION:
        does = "moves one of your fish up 1 level and one fish of each opponent who played it down 1 level"
    else:
        does = f"moves {count} of your fish up {up} level{'s' if up != 1 else ''}{' each' if count > 1 else ''}"
    return f"{before}, so this option {does} (you have {fish_on(state.levels, seat, n)} on level {n})"


def your_move(state, seat: int, move) -> tuple[str, str]:
    """The learner's own move said to them: what to do ("play your Level 4 card, option 2") and what they did
    (with what the option did, which a hint's rule clause says instead)."""
    kind = type(move)
    if kind is PlayLevel:
        card = f"your {card_name(move.card)} card"
        if move.option == NO_EFFECT:
            return f"play {card} and move no fish", f"played {card} and moved no fish"
        done = option_words(move.option, state.is_repeated(move.card))
        return f"play {card}, option {move.option}", f"played {card}, option {move.option} ({done})"
    if kind is PlayCat:
        return _cat(move, seat)
    if kind is Answer:
        if not move.cat:
            return "let the push happen", "let the push happen"
        return "answer with a Cat", "answered with a Cat"
    return str(move), f"chose: {move}"


def _cat(move: PlayCat, seat: int) -> tuple[str, str]:
    """A Cat played on your turn: for one of your fish, against an opponent's, or moving none."""
    if move.seat < 0:
        return "play a Cat and move no fish", "played a Cat and moved no fish"
    if move.seat == seat:
        return (f"play a Cat for yourself on level {move.level}",
                f"played a Cat for yourself on level {move.level} (one of your fish went up {CAT_UP})")
    who = colour(move.seat)
    return (f"play a Cat against {who} on level {move.level}",
            f"played a Cat against {who} on level {move.level} (one of their fish went down {CAT_DOWN}, "
            f"or 1 if they answered with a Cat)")
