"""What the coach may add to a hint in the words of the barrel games (Cats in the Barrel, Fish in the Barrel,
Fresh Fish): what a secret card earns by the rule of how many play it, what a Cat does to whom, where a fish goes;
only counts the seat can see (the hint-truth test checks each against the state)."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import colour, fish_on
from fishtutor.games.fishy.cards import CAT, LOWEST_LEVELS, card_name, is_level, level_of

from .moves import Cancel, Pass, Pick, Place, Trade
from .resolve import earned

def clause(state, seat: int, move) -> str:
    """The rule behind a card chosen, a Cat's trade or cancel, or a fish placed, with the counts it rests on (the
    card a Cat takes or cancels is named by the move's own words, not again here)."""
    kind = type(move)
    if kind is Pick:
        return _pick(state, seat, move)
    if kind is Trade:
        return "your Cat takes that card and its gain, and they take your Cat"
    if kind is Cancel:
        return _cancel(state, move)
    if kind is Place:
        return f"level {move.level} holds {fish_on(state.levels, seat, move.level)} of your fish before it"
    return ""


def _pick(state, seat: int, move: Pick) -> str:
    """A card chosen face down: what it earns by how many play it (fish placed; in Fresh Fish only the hand)."""
    left = len(state.hands[seat]) - (2 if move.both else 1)
    hand = f"{left} card{'s' if left != 1 else ''} left in your hand after it"
    if move.card == CAT:
        cats = "your two Cats" if move.both else "your Cat"
        return f"{cats} will trade for or cancel another player's card once all are shown, and {hand}"
    if type(state).TAKING:
        return hand
    if is_level(move.card):
        n = level_of(move.card)
        return (f"played by nobody else it places {len(earned(move.card, 1))} fish on level {n}, by one other "
                f"player too {len(earned(move.card, 2))}, by more none, and {hand}")
    levels = ", ".join(map(str, LOWEST_LEVELS[move.card]))
    return f"played by nobody else it places one fish on each of levels {levels}, by more none, and {hand}"


def _cancel(state, move: Cancel) -> str:
    """A card cancelled: it earns nothing, and its player loses a fish from its level(s) if they have one there."""
    levels = (level_of(move.card),) if is_level(move.card) else LOWEST_LEVELS[move.card]
    there = ", ".join(f"{fish_on(state.levels, move.seat, n)} on level {n}" for n in levels)
    return (f"that card earns nothing and they lose one fish from each of its levels where they have one (they have "
            f"{there})")


def your_move(state, seat: int, move) -> tuple[str, str]:
    """The learner's own move said to them: what to do ("choose your Level 3 card face down") and what they did."""
    kind = type(move)
    if kind is Pick:
        card = "both your Cat cards" if move.both else f"your {card_name(move.card)} card"
        return f"choose {card} face down", f"chose {card} face down"
    if kind is Trade:
        rest = f"your Cat for {colour(move.seat)}'s {card_name(move.card)} card ({colour(move.seat)} gets the Cat)"
        return f"trade {rest}", f"traded {rest}"
    if kind is Cancel:
        rest = f"{colour(move.seat)}'s {card_name(move.card)} card with your Cat"
        return f"cancel {rest}", f"cancelled {rest}"
    if kind is Pass:
        return "let your Cat do nothing", "let your Cat do nothing"
    if kind is Place:
        return f"place a fish on level {move.level}", f"placed a fish on level {move.level}"
    return str(move), f"chose: {move}"
