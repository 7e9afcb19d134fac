"""Carrying out Fishing Frenzy moves, then settling every automatic step until chance or a Captain is due."""
from __future__ import annotations

from . import cards, scoring
from .legality import ROLL_SLOTS, choices, options, sail_choices
from .reach import effect
from .phases import DOCKS, FISH_OFF, FISHING, LINES_OUT, OVER
from .moves import Declare, Drift, DrawFish, DrawPeril, OrderRoll, PickDock, Roll, Sail


def apply(s, move, seat: int) -> None:
    """Carry out a legal move for the head of the queue, then settle what follows by itself."""
    kind = type(move)
    if kind is Roll:
        rolled(s, move, ROLL_SLOTS.get(id(move)))
        return
    if kind is Sail or kind is Drift:
        memo = s._options
        if memo is None or memo[0] is not s.pending[0]:
            memo = choices(s)
        how = memo[3].get(id(move))  # the very move legal_moves gave (a Sail's effect, a Drift's Leg)
        if how is None:
            how = memo[1][move] if kind is Drift else effect(s.board.kind_at, memo[1][move])
        moved(s, move, how)
        return
    head = s.pending.pop(0)
    if kind is DrawFish:
        catch(s, head[1], head[2], head[3], move.points)
    elif kind is DrawPeril:
        peril(s, head[1], move.peril)
    elif kind is OrderRoll:
        order_roll(s, head[1], move.number)
    elif kind is PickDock:
        pick_dock(s, head[1], move.dock - 1)
    elif kind is Declare and move.sos:
        emergency(s, head[1])
    s._options = None
    settle(s)


def rolled(s, move, slot: int | None) -> None:
    """The dice as rolled: the Captain's choices are worked out at once (``slot``: the roll's place among the
    36, if known); with no way to move the roll, the turn passes on."""
    s.rolls_made += 1
    s.dice = [move.compass, move.number]
    pending = s.pending
    head = pending[0] = ["sail", pending[0][1]]
    found = sail_choices(s, head, slot)
    s._options = (head, found[0], found[1], found[2])
    if found[0]:
        s._cache = (head[1], found[1])  # the Captain's legal moves until the next move (as legal_moves keeps them)
    else:
        settle(s)


def moved(s, move, how) -> None:
    """The head's Captain sails along the Route, ``how`` being its effect (``reach.effect``: where it ends, docking
    or grounding, the events its stops start), or is pushed to the end of a Peril's Leg; then what follows."""
    pending = s.pending
    seat = pending.pop(0)[1]
    if type(move) is Drift:
        pushed(s, seat, how)
    else:
        (col, row), docked, aground, events = how
        s.boats[seat] = [col, row]
        if docked:  # the first boat home after the limit
            dock(s, seat)
        elif aground:  # a turn lost
            s.skip[seat] += 1
        if events and events[-1][0] == "wheel":
            events = wheel_once(s, events, col, row)
        if events:
            pending[:0] = [[code, seat, *rest] for code, rest in events]
        elif not pending and s.phase != OVER:  # nothing follows the move: the next Captain rolls
            next_turn(s)
            return
    s._options = None
    settle(s)


def wheel_once(s, events: tuple, col: int, row: int) -> tuple:
    """A wheel acts once a turn (space_once_a_turn): landing again on a wheel already used this turn ends the move
    there, as on clear water (the move's other landings still count)."""
    if [col, row] in s.acted:
        return events[:-1]
    s.acted.append([col, row])
    return events


# ---- before the tournament ---------------------------------------------------------------------------
def order_roll(s, seat: int, number: int) -> None:
    """A roll for the docks; once all have rolled, ties roll again among themselves, then docks are picked."""
    s.rolls_made += 1
    s.order_rolls[seat].append(number)
    if any(p[0] == "order" for p in s.pending):
        return
    keys = [tuple(r) for r in s.order_rolls]
    tied = [t for t in range(s.n) if keys.count(keys[t]) > 1]
    if tied:
        s.pending[:0] = [["order", t] for t in tied]
        return
    ranking = sorted(range(s.n), key=lambda t: keys[t], reverse=True)
    s.order = [(ranking[0] + i) % s.n for i in range(s.n)]
    s.pending[:0] = [["dock", t] for t in ranking]
    s.phase, s.to_move = DOCKS, ranking[0]


def pick_dock(s, seat: int, dock: int) -> None:
    """A Captain takes a dock; when every Captain has one, the highest roller starts the tournament."""
    s.home[seat] = dock
    s.boats[seat] = list(s.board.docks[dock])
    if not s.pending:
        s.phase, s.to_move = FISHING, s.order[0]
        s.pending.append(["roll", s.to_move])


# ---- a move and what its stops do ----------------------------------------------------------------------
def catch(s, seat: int, col: int, row: int, points: int) -> None:
    """A catch: the Fish Card from the top of that variety's deck, the fish tagged; the limit brings lines out.
    With no unseen card left in that deck, the card comes off face up: every Captain saw its points."""
    v = s.variety_at(col, row)
    face_up = s.known[v] >= len(s.decks[v])
    s.known[v] = cards.take(s.decks[v], s.known[v], points)
    s.catches[seat].append([v, points, col, row])
    if face_up:
        s.face_up_catches.append([col, row])
    s.tags.append([col, row])
    if s.first_fish < 0:
        s.first_fish = seat
    if len(s.tags) >= s.limit:
        s.phase = LINES_OUT


def peril(s, seat: int, k: int) -> None:
    """A Peril card: read, carried out, and put back at the bottom of the deck (face up: everyone heard it)."""
    s.perils_known = cards.take(s.perils, s.perils_known, k)
    s.perils_known = cards.to_bottom(s.perils, s.perils_known, k)
    s.last = [seat, k]
    card = cards.PERILS[k]
    if card.get("lose_catch"):
        lose_catch(s, seat)
    if card.get("home") and not s.at_dock(seat):
        s.boats[seat] = list(s.board.docks[s.home[seat]])
    if card.get("drift") and not s.at_dock(seat):
        s.pending.insert(0, ["drift", seat, card["drift"], card["steps"]])
    s.skip[seat] += card.get("lose_turns", 0)


def lose_catch(s, seat: int) -> None:
    """The latest catch gets away: its card face up to the bottom of its deck, its fish untagged (in the
    fish-off, the latest fish-off catch)."""
    if s.phase == FISH_OFF:
        if s.fishoff_catches[seat]:
            s.tags.remove(s.fishoff_catches[seat].pop())
        return
    if not s.catches[seat]:
        return
    v, points, col, row = s.catches[seat].pop()
    s.known[v] = cards.to_bottom(s.decks[v], s.known[v], points)
    s.tags.remove([col, row])
    if [col, row] in s.face_up_catches:
        s.face_up_catches.remove([col, row])


def pushed(s, seat: int, leg) -> None:
    """A Peril's forced move: the boat goes where it is pushed; grounding loses a turn; nothing else happens."""
    s.boats[seat] = list(leg.end)
    if leg.aground:
        s.skip[seat] += 1


def emergency(s, seat: int) -> None:
    """S.O.S.: each other Captain draws a Peril (in the order ``sos_drawers`` gives)."""
    s.sos_used[seat] = True
    s.pending[:0] = [["peril", o] for o in sos_drawers(s, seat)]


def sos_drawers(s, seat: int) -> list:
    """Who draws a Peril after ``seat`` calls S.O.S., in order: as printed, the Captain on the caller's right
    (who plays just before them; play goes clockwise) first, then on clockwise, the caller passed over; with
    ``sos_order`` "turn", the next Captain in turn order first, then the rest in turn order."""
    i, n = s.order.index(seat), s.n
    after = [s.order[(i + j) % n] for j in range(1, n)]  # clockwise from the caller's left
    return after if s.sos_order == "turn" else after[-1:] + after[:-1]


# ---- the end --------------------------------------------------------------------------------------------
def dock(s, seat: int) -> None:
    """The first boat to dock after the limit ends the tournament; a tie for most points goes to a fish-off."""
    s.first_back = seat
    s.pending.clear()
    leaders = scoring.leaders(s)
    if len(leaders) == 1:
        s.phase = OVER
        return
    start_fish_off(s, leaders)


def start_fish_off(s, leaders) -> None:
    """The tied Captains start again from their own docks; the others' boats leave the water."""
    s.phase = FISH_OFF
    s.fishoff_seats = [t for t in s.order if t in leaders]
    for t in range(s.n):
        s.boats[t] = list(s.board.docks[s.home[t]]) if t in leaders else [-1, -1]
        s.skip[t] = 0
    s.to_move = s.fishoff_seats[0]
    s.dice = []
    s.acted = []
    s.pending.append(["roll", s.to_move])


def fish_off_catch(s, seat: int, col: int, row: int) -> None:
    """A fish-off catch tags its fish (no card); the first Captain with two wins."""
    s.tags.append([col, row])
    s.fishoff_catches[seat].append([col, row])
    if len(s.fishoff_catches[seat]) >= 2:
        s.fishoff_winner, s.phase = seat, OVER
        s.pending.clear()


# ---- settling ----------------------------------------------------------------------------------------------
def settle(s) -> None:
    """Carry out every step that needs no one's choice, until chance or a Captain is due (or the end)."""
    pending = s.pending
    while s.phase != OVER:
        if not pending:
            next_turn(s)
            return  # a roll is due
        head = pending[0]
        if head[0] in _WAITS or not _automatic(s, head):
            return


_WAITS = frozenset({"roll", "order", "dock", "peril"})  # always wait for chance or a Captain


def _automatic(s, head) -> bool:
    """Carry out the head if it needs nobody (returns True), else leave it (False)."""
    code, seat = head[0], head[1]
    if code == "sail" or code == "wheel" or code == "drift":
        found = options(s)
        if len(found) > 1 or (found and code != "drift"):
            return False
        s.pending.pop(0)
        if found:
            pushed(s, seat, next(iter(found.values())))
        s._options = None
        return True
    if code == "fish":
        col, row = head[2], head[3]
        if s.phase == FISHING and not s.is_tagged(col, row):
            return False
        s.pending.pop(0)
        if s.is_tagged(col, row):
            return True
        if s.phase == FISH_OFF:
            fish_off_catch(s, seat, col, row)
        elif [col, row] not in s.acted:  # lines out: no credit, a roll again; once a turn (space_once_a_turn)
            s.acted.append([col, row])
            if ["roll", seat] not in s.pending:
                s.pending.append(["roll", seat])
        return True
    if code == "sos":
        if s.sos_used[seat] or s.phase != FISHING:
            s.pending.pop(0)
            return True
        return False
    return False


def next_turn(s) -> None:
    """The next Captain clockwise rolls; a Captain who must lose a turn is passed over (once per turn lost)."""
    seats = s.fishoff_seats if s.phase == FISH_OFF else s.order
    skip, count = s.skip, len(seats)
    i = seats.index(s.to_move) + 1
    seat = seats[i % count]
    while skip[seat]:
        skip[seat] -= 1
        i += 1
        seat = seats[i % count]
    s.to_move = seat
    s.dice = []
    if s.acted:
        s.acted = []  # a new turn: every wheel and fish may act again
    s.pending.append(["roll", seat])
