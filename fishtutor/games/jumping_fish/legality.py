"""Why a Jumping Fish move is refused: the move generator (``plans``) decides; one small named predicate per
rule finds the rule a refused move breaks, each refusal naming its rule."""
from __future__ import annotations

from fishtutor.core.protocol import ALLOWED, refuse, short

from fishtutor.games.fishy.barrel import LEVELS
from fishtutor.games.fishy.cards import CAT, LEVEL_CARDS, level_of

from .moves import CAT_UP, NO_EFFECT, Answer, PlayCat, PlayLevel, option_effect
from .rules import JUMPING_RULES

rid = JUMPING_RULES.id
ROUND, UNIQUE_LEVEL, REPEATED_LEVEL = rid("round"), rid("unique_level"), rid("repeated_level")
CAT_DEFENCE, CAT_CARD = rid("cat_defence"), rid("cat_card")


def explain(state, move, seat: int):
    """The rule a refused move by a seat due to act breaks, and why (the move already has the right shape);
    ALLOWED if no rule is found."""
    if state.pending:
        return _answer(state, move, seat)
    if type(move) is Answer:
        return refuse(CAT_DEFENCE, "Nobody is being pushed down now, so there is nothing to answer: play a card.")
    if type(move) is PlayLevel:
        return _level_card(state, move, seat)
    return _cat_card(state, move, seat)


# ---- answering a push ---------------------------------------------------------------------------------
def _answer(state, move, seat: int):
    """While a push waits for its answer, the player pushed answers first: a Cat, or let it happen."""
    rule = CAT_DEFENCE if state.pending[0] == 1 else CAT_CARD
    if type(move) is not Answer:
        return refuse(rule, "Your fish is about to be pushed down: first answer, with a Cat or by letting it happen.")
    if move.cat and CAT not in state.hands[seat]:
        return refuse(rule, "You have no Cat card left in your hand this round.")
    return ALLOWED


# ---- a Level card ---------------------------------------------------------------------------------------
def _level_card(state, move: PlayLevel, seat: int):
    """Steps 1a and 1b: a Level card from the hand, one of the three options (or none), fish that can move."""
    if move.card not in LEVEL_CARDS:
        return refuse(ROUND, f"{short(move.card)} is not a Level card: they are called L1 to L{LEVELS}.")
    level, repeated = level_of(move.card), state.is_repeated(move.card)
    rule = REPEATED_LEVEL if repeated else UNIQUE_LEVEL
    if not 0 <= move.option <= 3:
        return refuse(rule, f"There is no option {move.option}: choose 1, 2 or 3, or 0 to move no fish.",
                      edition="jumping_empty_play")
    if move.card not in state.hands[seat]:
        return refuse(ROUND, f"You have already played your Level {level} card this round.")
    if move.option == NO_EFFECT:
        return ALLOWED
    short_of_fish = _enough_fish(state, seat, level, move.option, repeated, rule)
    return short_of_fish if short_of_fish is not None else _not_blocked(state, seat, level, move)


def _enough_fish(state, seat: int, level: int, option: int, repeated: bool, rule: str):
    """An option moves exactly as many of your fish from the card's level as it names: you need that many there."""
    count, _up = option_effect(option, repeated)
    have = state.levels[level - 1][seat]
    if have >= count:
        return None
    fish = "fish" if count > 1 else "of your fish"
    there = f"only {have}" if have else "none"
    return refuse(rule, f"Option {option} needs {count} {fish} on level {level}, and you have {there} there.",
                  edition="jumping_needs_fish")


def _not_blocked(state, seat: int, level: int, move: PlayLevel):
    """A Cat lying on your own Level card stops your fish moving up into or past its level this round."""
    _count, up = option_effect(move.option, state.is_repeated(move.card))
    return _blocked(state, seat, level, up)


def _blocked(state, seat: int, level: int, up: int):
    """The refusal if a fish of ``seat`` moving ``up`` levels from ``level`` would enter or pass a level its
    owner's Cat guards this round (no fish stops short below it)."""
    guard = state.guard_between(seat, level, up)
    if not guard:
        return ALLOWED
    return refuse(CAT_DEFENCE, f"Your Cat lies on your Level {guard} card this round, so none of your fish can "
                               f"move up into or past level {guard}.", edition="jumping_blocked_whole")


# ---- a Cat card on your own turn --------------------------------------------------------------------------
def _cat_card(state, move: PlayCat, seat: int):
    """Step 1c: a Cat from the hand moves one of your fish up two, or an opponent's fish down two."""
    if CAT not in state.hands[seat]:
        return refuse(CAT_CARD, "You have no Cat card left in your hand this round.")
    if move.seat == -1 and move.level == 0:
        return ALLOWED
    if not 0 <= move.seat < state.n:
        return refuse(CAT_CARD, f"There is no seat {move.seat}: pick a fish of a seat from 0 to {state.n - 1}.")
    if not 1 <= move.level <= LEVELS:
        return refuse(CAT_CARD, f"There is no level {move.level}: the barrel's levels are 1 to {LEVELS}.")
    if state.levels[move.level - 1][move.seat] == 0:
        owner = "You have" if move.seat == seat else f"{state.seat_name(move.seat)} has"
        return refuse(CAT_CARD, f"{owner} no fish on level {move.level}.")
    if move.seat == seat:
        return _blocked(state, seat, move.level, CAT_UP)
    return _not_guarded(state, move.seat, move.level)


def _not_guarded(state, owner: int, level: int):
    """A Cat lying on a player's Level card keeps their fish on that level from every push down this round."""
    if (owner, level) not in state.guards:
        return ALLOWED
    return refuse(CAT_DEFENCE, f"{state.seat_name(owner)}'s Cat lies on their Level {level} card: their fish on "
                               f"level {level} cannot be pushed down this round.", edition="jumping_guard_all_pushes")
