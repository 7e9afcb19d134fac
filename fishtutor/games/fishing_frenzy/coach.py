"""What the coach may add to a hint in Fishing Frenzy's words: for a sail or a drift that ends on a fish, whether it
is caught yet and how many of its Fish Cards no Captain has seen; on a Peril space, how many Peril cards nobody
has seen (all public; the hint-truth test checks each against the state); the learner's own move in words; and
where a boat is left on clear water, the course's chance of a catch on the next roll (test_hint_course.py)."""
from __future__ import annotations

from .board import FISH, JAW, parse_square, square_name
from .moves import NUMBERS, Declare, Drift, PickDock, Sail


def clause(state, seat: int, move) -> str:
    """What waits where the boat ends: a fish and its deck, or a Peril and its deck ("" elsewhere)."""
    if type(move) not in (Sail, Drift):
        return ""
    square = parse_square(move.end)
    kind = state.board.kind(square)
    if kind == JAW:
        unseen = len(state.perils) - state.perils_known
        return f"ending on the Peril space draws a Peril card: {unseen} of the {len(state.perils)} are unseen"
    if kind != FISH:
        return ""
    fish = f"the {state.board.variety(square)} at {square_name(square)}"
    if state.is_tagged(*state.board.space(square)):  # a fish is tagged on its space's own square
        return f"{fish} is caught already"
    v = state.variety_at(*square)
    unseen = len(state.decks[v]) - state.known[v]
    if unseen == 0:
        return f"{fish} is not caught yet, and every Fish Card left of it lies face up: its points are seen by all"
    return f"{fish} is not caught yet: {unseen} of its {len(state.decks[v])} Fish Cards are unseen"


def your_move(state, seat: int, move) -> tuple[str, str]:
    """The learner's own move said to them: what to do ("go South 4 then East 4 to K12") and what they did (with
    what was there: a hint's rule clause says that instead)."""
    kind = type(move)
    if kind is Sail:
        return _sail(state, move)
    if kind is Drift:
        return f"drift to {move.end}", f"drifted to {move.end}"
    if kind is PickDock:
        docks = state.board.docks
        where = f" ({square_name(docks[move.dock - 1])})" if 1 <= move.dock <= len(docks) else ""
        return f"take dock {move.dock}{where}", f"took dock {move.dock}{where}"
    if kind is Declare:
        if move.sos is True:
            return "declare your emergency (S.O.S.)", "declared your emergency (S.O.S.)"
        return "keep the S.O.S. for later", "kept the S.O.S. for later"
    return str(move), f"chose: {move}"


def _sail(state, move: Sail) -> tuple[str, str]:
    """Your boat's way, where it ends, and whether it docks or runs aground."""
    from .legality import options
    from .words import what_is_at
    way = str(move).removeprefix("goes ")
    route = options(state).get(move) if state.pending and state.pending[0][0] in ("sail", "wheel") else None
    if route is None:
        return f"go {way}", f"went {way}"
    if route.docked:
        return f"go {way} and dock", f"went {way} and docked"
    if route.aground:
        end = f", running aground beside the obstruction at {square_name(route.end)}"
        return f"go {way}{end}", f"went {way}{end}"
    to = way[: -len(move.end)] + what_is_at(state, route.end)
    return f"go {way}", f"went {to}"


# ---- the course: the next roll from where the boat ends ---------------------------------------------------------
def roll_question(state, seat: int, move):
    """The Fishing Frenzy assignment's question on a catch with the next roll from the clear-water square ``move``
    leaves the boat on, its number and the assignment's title (None: the move ends elsewhere, or the sea is not the
    question's: a fish caught already, or another boat within a roll's reach)."""
    if type(move) not in (Sail, Drift):
        return None
    from fishtutor.probability import fishing_frenzy_dice as dice
    if move.end not in dice.sea_squares() or state.tags:
        return None
    after = state.clone()
    after.apply(move, seat)
    if after.tags or after.square_name(seat) != move.end or _boat_near(after, seat):
        return None
    from fishtutor.probability import course_fishing_frenzy as course
    ids = [qid for qid, _ in course.BUILT_BY]
    return course.fish_roll_question(move.end), ids.index("ffz_fish_roll") + 1, course.TITLE


def _boat_near(state, seat: int) -> bool:
    """Whether another boat out of its dock is within a roll's reach of ``seat``'s (two directions of at most the
    number cube's highest face each): only such a boat can stop or change a way the next roll allows."""
    col, row = state.boats[seat]
    return any(c >= 0 and not state.at_dock(other) and abs(c - col) + abs(r - row) <= 2 * max(NUMBERS)
               for other, (c, r) in enumerate(state.boats) if other != seat)


def course_words(state, seat: int, move) -> str:
    """Fishing Frenzy: the chance the next roll from where the boat ends lets it end a direction on a fish."""
    found = roll_question(state, seat, move)
    if found is None:
        return ""
    question, number, title = found
    chance = question.exercise.exact
    return (f"From {move.end}, if every fish is still uncaught and no other boat is near, your next roll lets you end "
            f"a direction on a fish with chance {chance} (about {float(chance):.2f}): the Fishing Frenzy assignment "
            f"(\"{title}\", question {number}) works this out.")
