"""What a Captain may do now: the legal moves for the head of the queue (the one place they are decided), and
the rule and sentence that explain any other move's refusal."""
from __future__ import annotations

from itertools import islice

from fishtutor.core.protocol import ALLOWED, refuse

from . import cards
from .board import JAW, square_name
from .movement import FIRST_STOPS, slide
from .phases import LINES_OUT
from .reach import effect, table, taken_spaces, ways
from .moves import (COMPASS, DECLARES, DIRECTION_NAMES, DIRECTIONS, NUMBERS, ORDER_ROLLS, PERIL_DRAWS, ROLLS,
                    Declare, Drift, DrawFish, DrawPeril, OrderRoll, PickDock, Roll, Sail, compass_words, draw_fish)
from .rules import rid

WANTS = {"order": OrderRoll, "dock": PickDock, "roll": Roll, "sail": Sail, "wheel": Sail, "fish": DrawFish,
         "peril": DrawPeril, "drift": Drift, "sos": Declare}
NOW = {"order": "each Captain rolls the black cube for the docks", "dock": "the Captains pick their docks",
       "roll": "the dice are rolled", "sail": "the Captain moves by the dice",
       "wheel": "the Captain makes a Captain's Choice move", "fish": "a Fish Card is drawn for the catch",
       "peril": "a Peril of the Sea card is drawn", "drift": "the Captain says where the Peril pushes the boat",
       "sos": "the Captain on the S.O.S. space declares an emergency or not"}


# ---- the moves -----------------------------------------------------------------------------------
def legal_moves(s, seat: int | None = None) -> tuple:
    """Every move the head of the queue allows (chance outcomes at chance nodes); ``seat`` is the head's."""
    code = s.pending[0][0]
    if code == "sail" or code == "wheel" or code == "drift":
        return choices(s)[2]
    if code == "roll":
        return ROLLS
    if code == "fish":
        v = s.variety_at(s.pending[0][2], s.pending[0][3])
        return tuple(draw_fish(v, p) for p in cards.top_cards(s.decks[v], s.known[v]))
    if code == "peril":
        return tuple(PERIL_DRAWS[k] for k in cards.top_cards(s.perils, s.perils_known))
    if code == "order":
        return ORDER_ROLLS
    if code == "dock":
        return tuple(PickDock(i + 1) for i in free_docks(s))
    return DECLARES  # "sos"


def options(s) -> dict:
    """The head's choices with what they do: Sail -> Route, or Drift -> Leg (memoised for this head of the queue:
    every move starts a new head or clears the memo)."""
    return choices(s)[1]


def choices(s) -> tuple:
    """(the head, its choices Sail -> Route or Drift -> Leg, the moves in order, each Sail's effect or Drift's Leg
    by the move's identity), worked out once per head."""
    head = s.pending[0]
    memo = s._options
    if memo is not None and memo[0] is head:
        return memo
    if head[0] == "drift":
        found = drift_options(s, head)
        memo = s._options = (head, found, tuple(found), {id(move): leg for move, leg in found.items()})
    else:
        found = sail_choices(s, head)
        memo = s._options = (head, found[0], found[1], found[2])
    return memo


def _by_id(board, found: dict) -> dict:
    """Each Sail's effect (``reach.effect``) keyed by the Sail object's identity (the moves legal_moves hands
    out)."""
    kinds = board.kind_at
    return {id(sail): effect(kinds, route) for sail, route in found.items()}


def free_docks(s) -> list[int]:
    """The docks (0-based, west to east) no Captain has picked yet."""
    return [i for i in range(len(s.board.docks)) if i not in s.home]


def _where(s, seat):
    c, r = s.boats[seat]
    return (c, r)


def sail_options(s, head) -> dict:
    """Sail moves for the dice ("sail") or a wheel ("wheel"), each with its Route (a shared, read-only dict)."""
    return sail_choices(s, head)[0]


def sail_choices(s, head, roll: int | None = None) -> tuple:
    """(Sail -> Route, the Sails in order, effects by Sail identity, ...): memoised per square, dice and phase on
    open water, and per the other boats' spaces where its legs end when there are any. ``roll`` is the dice's
    place among the 36 rolls (``ROLL_SLOTS``), if known."""
    seat = head[1]
    board, boats = s.board, s.boats
    col, row = boats[seat]
    if roll is None:
        roll = roll_slot(s.dice) if head[0] == "sail" else 37 if head[2] == 2 else 36
    if roll is None:  # dice no roll shows (a position set up by hand): worked out afresh
        return _afresh(board, frozenset(taken_spaces(board, boats, seat)), (col, row), _roll(s, head), s.drift,
                       s.phase == LINES_OUT)
    slot = (((row * board.width + col) * 38 + roll) * 2 + (s.phase == LINES_OUT)) * 2 + (s.drift == "sides")
    memos = s._memos
    if memos is None:
        memos = s._memos = board.cache.get(_MEMO) or _memos(board)
    memo = memos[slot]
    if memo is None:  # the answer on open water, and every square where a boat would change it
        memo = memos[slot] = _open_water(board, (col, row), roll >= 36, _roll(s, head), s.drift,
                                         s.phase == LINES_OUT)
    watch, width = memo[3], board.width
    for c, r in boats:  # another boat on a square where a leg ends (the Captain's own boat is on none but its own)
        if c >= 0 and r * width + c in watch and (c != col or r != row):
            return _near_boats(board, slot, memo[4] & frozenset(taken_spaces(board, boats, seat)),
                               (col, row), roll >= 36, _roll(s, head), s.drift, s.phase == LINES_OUT)
    return memo


_MEMO = "sail choices"  # board.cache key of the per-board list of open-water answers
_NEAR = "sail choices near boats"  # board.cache key of the answers with other boats near
ROLL_SLOTS = {id(roll): i for i, roll in enumerate(ROLLS)}  # each shared Roll record's place among the 36
NEAR_LIMIT = 20_000  # answers kept for boats near a move, per board (~1.7 kB each; past it the older half goes)


def roll_slot(dice) -> int | None:
    """The place of dice (face, number) among the 36 rolls, as ROLLS lists them; None for dice no roll shows."""
    face, number = dice
    if face in COMPASS and type(number) is int and 1 <= number <= len(NUMBERS):
        return COMPASS.index(face) * len(NUMBERS) + number - 1
    return None


def _memos(board) -> list:
    """The board's list of open-water answers, one slot per (square, 36 rolls and 2 wheels, docking, drift)."""
    memos = board.cache[_MEMO] = [None] * (board.width * board.height * 38 * 4)
    return memos


def _afresh(board, taken: frozenset, start, roll, drift: str, docking: bool) -> tuple:
    """(Sail -> Route, the Sails in order, effects by Sail identity) for dice kept nowhere, with the other boats
    on the ``taken`` spaces."""
    found = _sail_options(board, start, taken, False, roll, drift, docking)[0]
    return found, tuple(found), _by_id(board, found)


def _near_boats(board, slot: int, near: frozenset, start, wheel: bool, roll, drift: str, docking: bool) -> tuple:
    """(Sail -> Route, the Sails in order, effects by Sail identity) with other boats on the ``near`` spaces,
    where legs of its reach tables end: it depends on nothing else, so it is kept per (move, near)."""
    answers = board.cache.get(_NEAR)
    if answers is None:  # (movement may clear the board's cache wholesale)
        answers = board.cache[_NEAR] = {}
    found = answers.get((slot, near))
    if found is None:
        if len(answers) > NEAR_LIMIT:  # the older half goes (a dict keeps the order answers came in)
            for key in list(islice(answers, NEAR_LIMIT // 2)):
                del answers[key]
        answer = _sail_options(board, start, near, wheel, roll, drift, docking)[0]
        found = answers[(slot, near)] = (answer, tuple(answer), _by_id(board, answer))
    return found


def _open_water(board, start, wheel: bool, roll, drift: str, docking: bool) -> tuple:
    """(Sail -> Route, the Sails in order, effects by Sail identity, the index of every square of every space a leg
    of them ends on (docks aside), and every space a leg of their tables ends on)."""
    found, ends, every = _sail_options(board, start, (), wheel, roll, drift, docking, watch=True)
    watch = frozenset(board.index(sq) for space in ends if not board.is_dock(space)
                      for sq in board.space_squares(space))
    return found, tuple(found), _by_id(board, found), watch, every


def _roll(s, head):
    """What a move is worked out for: the dice (face, number), or whether a wheel is double."""
    return head[2] == 2 if head[0] != "sail" else (s.dice[0], s.dice[1])


def _sail_options(board, start, taken, wheel: bool, roll, drift: str, docking: bool, watch: bool = False) -> tuple:
    """(Sail -> Route, and with ``watch`` the leg ends of the open-water routes looked at and every leg end of the
    tables read, else None twice): ``roll`` is the dice, or (wheel) whether it is a double wheel; ``taken`` the
    other boats' spaces."""
    found: dict = {}
    ends, every = (set(), set()) if watch else (None, None)
    if not wheel:
        face, number = roll
        for sail, route in _ways(board, start, _FACES[face], number, taken, drift, docking, ends, every):
            found.setdefault(sail, route)
    else:
        picks = [pair for pick in _PICKS[roll] for number in range(1, 7)
                 for pair in _ways(board, start, pick, number, taken, drift, docking, ends, every)]
        clean = any(not route.aground for _, route in picks)
        for sail, route in picks:
            if clean and route.aground:
                continue
            found.setdefault(sail, route)
    return (found, frozenset(ends), frozenset(every)) if watch else (found, None, None)


_FACES = {face: tuple(face) for face in COMPASS}
_PICKS = {False: tuple((d,) for d in DIRECTIONS),
          True: tuple((d,) for d in DIRECTIONS) + tuple((a, b) for i, a in enumerate(DIRECTIONS)
                                                         for b in DIRECTIONS[i + 1:])}


def _ways(board, start, directions: tuple, number: int, taken, drift: str, docking: bool,
          ends: set | None = None, every: set | None = None) -> tuple:
    """(Sail, Route) for every way of moving a roll (the rule of ``movement.reachable``) from its reach table:
    the open-water ways unless another boat sits where one of their legs ends (``taken``: spaces)."""
    plan, open_water, legs_end, plan_ends, _ = table(board, start, directions, number, drift, docking)
    if ends is not None:
        ends.update(legs_end)
        every.update(plan_ends)
    if taken and not legs_end.isdisjoint(taken):
        return ways(plan, taken)
    return open_water


def _routes(board, start, directions: tuple, number: int, taken, drift: str, docking: bool) -> tuple:
    """(Sail, Route) for every way of moving a roll with the other boats on the ``taken`` squares."""
    return _ways(board, start, directions, number, frozenset(taken_spaces(board, taken, -1)), drift, docking)


def forced_legs(s, head) -> tuple:
    """Where a Peril's forced move may leave the boat (a dock is shore; grounding only when forced)."""
    seat, direction, steps = head[1], head[2], head[3]
    return slide(s.board, _where(s, seat), direction, steps, s.occupied(seat), drift=s.drift, docking=False)


def drift_options(s, head) -> dict:
    """Drift moves, one per distinct end of the forced move, each with its Leg."""
    found: dict = {}
    for leg in forced_legs(s, head):
        found.setdefault(Drift(square_name(leg.end)), leg)
    return found


# ---- the refusal -----------------------------------------------------------------------------------
def explain(s, move, seat: int):
    """Which rule refuses a move by the seat that is due (one ``legal_moves`` did not offer), and why."""
    head = s.pending[0]
    code = head[0]
    wanted = WANTS[code]
    if type(move) is not wanted:
        return refuse(rid("during_the_tournament") if code not in ("order", "dock") else
                      rid("before_the_tournament"), f"Not now: {NOW[code]}.")
    return _why(s, move, head)


def _why(s, move, head):
    """Why a move of the right kind is not one of the legal ones."""
    kind = type(move)
    if kind is OrderRoll:
        return refuse(rid("dice"), f"The black cube shows 1 to 6, not {move.number}.")
    if kind is Roll:
        return refuse(rid("dice"), f"The white cube's faces are {', '.join(COMPASS)} and the black cube shows "
                                   f"1 to 6: {move.compass!r}, {move.number} is not a roll.")
    if kind in (DrawFish, DrawPeril):
        return refuse(rid("during_the_tournament"), "That card is not one that can come off the top of the deck "
                                                    "now.")
    if kind is PickDock:
        return _why_dock(s, move)
    if kind is Declare:
        return refuse(rid("during_the_tournament"), "Say True to declare an emergency or False to keep it.")
    if kind is Drift:
        ends = ", ".join(d.end for d in options(s))
        return refuse(rid("during_the_tournament"), f"The Peril's forced move ends at {ends}, not {move.end}.",
                      edition="peril_moves")
    return _why_sail(s, move, head)


def _why_dock(s, move):
    """A dock that does not exist or is taken (ALLOWED: neither, no rule found)."""
    count = len(s.board.docks)
    if not 1 <= move.dock <= count:
        return refuse(rid("before_the_tournament"), f"The docks are numbered 1 to {count}, west to east.")
    if move.dock - 1 not in s.home:
        return ALLOWED
    owner = s.home.index(move.dock - 1)
    return refuse(rid("before_the_tournament"), f"Dock {move.dock} is already {s.seat_name(owner)}'s.")


def _why_sail(s, move, head):
    """Why a Sail is refused: the dice, the dock, the order, a Peril, grounding, another boat, or the end."""
    wheel = head[0] == "wheel"
    seat = head[1]
    for reason in (_bad_directions, _bad_number if not wheel else _bad_wheel, _bad_leaving):
        verdict = reason(s, move, head)
        if verdict is not None:
            return verdict
    return _bad_route(s, move, seat, wheel)


def _bad_directions(s, move, head):
    """Directions are N, E, S or W; two directions must differ."""
    if move.first not in DIRECTIONS or move.second not in DIRECTIONS + ("",):
        return refuse(rid("dice"), "Directions are 'N', 'E', 'S' or 'W' (and '' for no second direction).")
    if move.first == move.second:
        return refuse(rid("during_the_tournament"), "The second direction must differ from the first.",
                      edition="double_wheel" if head[0] == "wheel" else "")
    if bool(move.second) != bool(move.stop):
        return refuse(rid("during_the_tournament"), "Name where the first direction ends only when you move in "
                                                    "two directions.")
    return None


def _bad_number(s, move, head):
    """With the dice, only the cube's directions, each the full number."""
    face, number = s.dice
    if move.steps != number:
        return refuse(rid("during_the_tournament"), f"The black cube shows {number}: each direction is moved the "
                                                    f"full {number} spaces, not {move.steps}.")
    if move.first not in face or (move.second and move.second not in face):
        return refuse(rid("dice"), f"The white cube shows {compass_words(face)}: move only in those directions.")
    return None


def _bad_wheel(s, move, head):
    """A wheel: 1 to 6 spaces; one direction on a single wheel, up to two on a double."""
    if not 1 <= move.steps <= 6:
        return refuse(rid("during_the_tournament"), "A Captain's Choice move is 1 to 6 spaces.")
    if move.second and head[2] == 1:
        return refuse(rid("during_the_tournament"), "A single wheel gives one direction only; a double wheel "
                                                    "gives two.")
    return None


def _bad_leaving(s, move, head):
    """A boat at its dock leaves only by moving South (South first)."""
    if s.at_dock(head[1]) and move.first != "S":
        return refuse(rid("leaving_the_dock"), "A boat in its dock can only leave by moving South, so South "
                                               "comes first.", edition="leave_then_turn")
    return None


def _first_landing_stops(board, move, routes):
    """A second direction after a first one that lands on a jaw or a wheel: that landing ends the dice move."""
    if not move.second:
        return None
    for r in routes:
        if len(r.legs) == 1 and r.legs[0].direction == move.first and not r.aground and not r.docked and \
                square_name(r.end) == move.stop and board.kind(r.end) in FIRST_STOPS:
            first = DIRECTION_NAMES[move.first]
            if board.kind(r.end) == JAW:  # as printed: a Peril after the first direction ends the turn
                return refuse(rid("during_the_tournament"), f"Moving {first} first ends on {move.stop}, a Peril of "
                                                            f"the Sea: your turn is over there.")
            return refuse(rid("during_the_tournament"), f"Moving {first} first lands on {move.stop}, a Captain's "
                                                        f"Choice wheel: its own move comes instead of the second "
                                                        f"direction.", edition="each_direction_ends")
    return None


def _names_dock(board, name: str) -> bool:
    """Whether a square name is one of the docks."""
    return name in {square_name(d) for d in board.docks}


def _bad_route(s, move, seat, wheel):
    """The directions are allowed, but this way of moving them does not end where the move says."""
    board, start = s.board, _where(s, seat)
    order = (move.first,) + ((move.second,) if move.second else ())
    taken = s.occupied(seat)
    others = {square_name(sq) for sq in taken if not board.is_dock(sq)}
    if move.end in others:
        return refuse(rid("during_the_tournament"), f"Another boat is on {move.end}: you may pass through it but "
                                                    f"not stop there.")
    if move.stop in others:
        return refuse(rid("during_the_tournament"), f"Another boat is on {move.stop}: you may pass through it, but "
                                                    f"the end of the first direction is a landing too, so you may "
                                                    f"not stop there.", edition="each_direction_ends")
    routes = [r for _, r in _routes(board, start, order, move.steps, taken, s.drift, s.lines_out())]
    if _names_dock(board, move.end) and not s.lines_out():
        return refuse(rid("docking"), "Until the last fish is caught the docks are shore: you cannot dock yet.",
                      edition="docks_closed")
    verdict = _first_landing_stops(board, move, routes)
    if verdict is not None:
        return verdict
    if routes and all(r.aground for r in routes if r.order == order) and any(
            not r.aground for r in options(s).values()):
        return refuse(rid("running_aground"), "You run aground only when every way of moving the roll grounds: "
                                              "another way keeps you afloat.", edition="aground_only_when_forced")
    ends = sorted({square_name(r.end) for r in routes if r.order == order})
    way = f"{DIRECTION_NAMES[move.first]} {move.steps}" + (
        f" then {DIRECTION_NAMES[move.second]} {move.steps}" if move.second else "")
    if not ends:
        return refuse(rid("during_the_tournament"), f"{way} is not a way your boat can move now.")
    return refuse(rid("during_the_tournament"), f"{way} ends at {' or '.join(ends)}, not at {move.end}"
                  + (f" by way of {move.stop}" if move.stop else "") + ".")
