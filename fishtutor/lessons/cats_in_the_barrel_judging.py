"""How the Cats in the Barrel lessons judge an attempt and put what was done into words (goals, praise, advice)."""
from __future__ import annotations

from fishtutor.games.barrel import words
from fishtutor.games.barrel.moves import Cancel, Pass, Pick, Trade
from fishtutor.games.fishy.barrel import LEVELS, colour, standing_key
from fishtutor.games.fishy.cards import card_name

RED = 0  # the learner
CAT_TURN = 1  # the engine's phase while Cats act


def turn_praise(before, move, after) -> str:
    """A turn: the card chosen, and what the reveal did with everyone's cards."""
    return f"Revealed! You played the {card_name(move.card)} card. {words.aftermath(before, after, move, RED)}"


# ---- three or more of the same Level card ---------------------------------------------------------------
def stops(*seats):
    """A goal: the cards are counted at once (no Cat left to act) and none of ``seats`` places a fish."""
    return lambda before, move, after: (type(move) is Pick and after.phase != CAT_TURN
                                        and not any(after.gains[s] for s in seats))


def stop_advice(*seats):
    """The hint for a card that lets one of ``seats`` place (or leaves a Cat to act first)."""
    names = " and ".join(colour(s) for s in seats)

    def advice(before, move, after) -> str:
        if after.phase == CAT_TURN:
            return (f"Your Cat would act before the cards are counted, and one Cat changes only one of {names}'s "
                    "cards. Make their level crowded instead.")
        placing = [colour(s) for s in seats if after.gains[s]]
        return (f"With your {card_name(move.card)}, {' and '.join(placing)} would still place. Three or more of the "
                "same Level card place nothing.")
    return advice


# ---- cancelling a Lowest 3 ------------------------------------------------------------------------------
def sends_back(seat: int, fish: int):
    """A goal: the Cat's move sends ``fish`` of ``seat``'s fish back out of the barrel."""
    return lambda before, move, after: type(move) is Cancel and len(after.removed[seat]) == fish


def cancel_praise(seat: int):
    """The praise for a cancel: the card cancelled and every fish it sent back, level by level."""
    def praise(before, move, after) -> str:
        lost = after.removed[seat]
        kept = [n for n in (1, 2, 3) if n not in lost]
        spared = f" (no {colour(seat)} fish was on level {' or '.join(map(str, kept))})" if kept else ""
        return (f"Cancelled: {colour(seat)}'s {card_name(move.card)} places nothing, and {len(lost)} of "
                f"{colour(seat)}'s fish go back: {words.per_level(lost, 'from')}{spared}.")
    return praise


def send_back_advice(seat: int):
    """The hint for a Cat move that sends fewer of ``seat``'s fish back."""
    def advice(before, move, after) -> str:
        lost = len(after.removed[seat])
        if type(move) is Trade:
            return (f"A trade sends no fish back: you would take {whose(move.seat)} {card_name(move.card)} and "
                    "give away the Cat. Cancel a card instead.")
        if type(move) is Pass:
            return "A Cat that does nothing sends no fish back."
        if move.seat != seat:
            return f"That cancel costs {colour(seat)} nothing: choose one of {colour(seat)}'s cards."
        return f"That sends back {lost} fish; one of the cards costs a fish on every level it stands for."
    return advice


def whose(seat: int) -> str:
    return f"{colour(seat)}'s"


# ---- the Cat order's tie breaks ------------------------------------------------------------------------
def first_cat(state) -> int:
    """The seat whose Cat would act first if every player turned up a Cat (step 1f)."""
    return min(range(state.n), key=lambda s: standing_key(state.levels, s, state.ages))


def first_cat_name(state) -> str:
    """Who goes first, and the comparison that decided it."""
    s = first_cat(state)
    return f"{colour(s)} goes first ({reason(state, s)})"


def reason(state, seat: int) -> str:
    """Why ``seat`` is ahead of everyone else: the levels compared and, if needed, age."""
    others = [o for o in range(state.n) if o != seat]
    steps = []
    for n in range(LEVELS, 0, -1):
        level_with = [o for o in others if state.levels[n - 1][o] == state.levels[n - 1][seat]]
        behind = [colour(o) for o in others if o not in level_with]
        if behind:
            steps.append(f"level {n} leaves {' and '.join(behind)} behind")
        others = level_with
        if not others:
            break
    if others:
        steps.append(f"level with {' and '.join(colour(o) for o in others)} on every level, and older")
    return "; ".join(steps)


def first_cat_targets(state) -> tuple:
    """Every spot on the board that names the first Cat's player: their row and their fish on each level."""
    s = first_cat(state)
    return (("player", s),) + tuple(("fish", s, n) for n in range(LEVELS, 0, -1))


def _seat_of(target) -> int | None:
    """The player a click on their row or on their fish in the barrel names (None for anything else)."""
    if target is not None and target[0] in ("player", "fish"):
        return target[1]
    return None


def first_cat_pick(target, state) -> bool:
    """A pick goal: the click names the player whose Cat acts first."""
    return _seat_of(target) == first_cat(state)


def first_cat_praise(target, state) -> str:
    """The praise, naming the spot clicked."""
    seat = _seat_of(target)
    if seat is None:
        return f"{first_cat_name(state)}."
    where = "row" if target[0] == "player" else f"fish on level {target[2]}"
    return f"Right: you chose {colour(seat)}'s {where}. {first_cat_name(state)}."


def first_cat_advice(target, state) -> str:
    """Why the player clicked is not first, without naming who is."""
    seat, first = _seat_of(target), first_cat(state)
    if seat is None:
        return "Choose a player: their row on the right, or their fish in the barrel."
    a, b = standing_key(state.levels, first, state.ages), standing_key(state.levels, seat, state.ages)
    for i, (x, y) in enumerate(zip(a[:LEVELS], b[:LEVELS])):
        if x != y:
            n = LEVELS - i
            if n == LEVELS:
                return f"Not {colour(seat)}: another player has more fish on level 5, and level 5 is compared first."
            return (f"Not {colour(seat)}: another player has as many fish on every level above {n} and more on "
                    f"level {n}.")
    return f"Not {colour(seat)}: another player is level with {colour(seat)} on every level, and older."
