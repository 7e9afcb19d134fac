"""Fishing Frenzy roll after roll: a boat racing home up a narrow inlet, as a Markov chain solved exactly.

The inlet is a channel one square wide between two jetties, running south from a dock to a beach. The lines are
out (the limit is caught), so the dock is open. Where each of the 36 rolls takes the boat is read from the movement
rules (``movement.reachable``) on a small board drawn in the map's own legend. The captain's policy: dock when the
roll allows it, else end as near the dock as the roll allows; running aground happens only when every way of
moving grounds (then the captain grounds where the boat stands), and costs the next turn as well.

Exact answers solve the chain's linear equations over fractions; the simulations step every trial's boat
together (each roll of both dice one of the 36 equally likely pairs, five rolls read off one random number below
36**5 in base 36) until each has docked.
Without numpy (the browser edition) the simulations roll trial by trial with pure_fishing_frenzy.py."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from . import pure_fishing_frenzy as pure
from .edition import PURE, np
from .fishing_frenzy_dice import COMPASS_FACES, NUMBERS, ROLLS

INLET = 6  # squares of water from the dock down to the beach
FROM = 5  # the boat starts this many squares south of the dock
LONGEST = 10  # the turns distribution shows 1 .. LONGEST-1 turns, then "LONGEST or more"
DOCKED = 0  # the chain's absorbing state: distance 0, in the dock


# Past 13 squares some exact answers are fractions longer than an answer box takes (40 characters): a learner
# could not type them
LONGEST_INLET = 13


def inlet_board(length: int = INLET):
    """The inlet as a board: a dock on the north row, ``length`` squares of water between jetties, a beach below
    (the two S.O.S. life rings every map has sit in a walled-off pocket beside it)."""
    return _inlet_board(_check_length(length))


@lru_cache(maxsize=LONGEST_INLET)
def _inlet_board(length: int):
    """inlet_board() after the check, built once per length."""
    from fishtutor.games.fishing_frenzy.board import load_map
    rows = ["#D###", "=.=S#", "=.=S#"] + ["=.=##"] * (length - 2) + ["#####"]
    legend = [". water", "D dock", "# land", "= jetty", "S sos"]
    return load_map("map:\n" + "\n".join(rows) + "\n\nlegend:\n" + "\n".join(legend) + "\n", source="inlet")


def _check_length(length) -> int:
    """An inlet length the chain is built for, or a plain refusal."""
    if type(length) is not int or not 2 <= length <= LONGEST_INLET:
        raise ValueError(f"An inlet is 2 to {LONGEST_INLET} squares long, not {length!r}.")
    return length


def _check_distance(distance, length: int) -> int:
    """A starting distance inside the inlet, or a plain refusal."""
    if type(distance) is not int or not 1 <= distance <= length:
        raise ValueError(f"The boat starts 1 to {length} squares south of the dock, not {distance!r}.")
    return distance


def _policy(route) -> tuple:
    """The captain's preference: docked first, then the end nearest the dock (the smallest row)."""
    return (not route.docked, route.end[1])


@lru_cache(maxsize=LONGEST_INLET)
def steps(length: int = INLET) -> tuple:
    """For each distance 0..length, the 36 rolls' outcomes (new distance, aground?) in COMPASS_FACES x NUMBERS
    order, read from the movement rules (distance 0 is the dock: it stays there)."""
    from fishtutor.games.fishing_frenzy.movement import reachable
    board = inlet_board(length)
    table = [tuple((DOCKED, False) for _ in range(ROLLS))]
    for distance in range(1, length + 1):
        row = []
        for face in COMPASS_FACES:
            for number in NUMBERS:
                best = min(reachable(board, (1, distance), face, number), key=_policy)
                row.append((DOCKED if best.docked else best.end[1], best.aground))
        table.append(tuple(row))
    return tuple(table)


def one_roll(distance: int, length: int = INLET) -> tuple[Fraction, Fraction]:
    """From ``distance``: the chance one roll docks the boat, and the chance it runs aground."""
    row = steps(_check_length(length))[_check_distance(distance, length)]
    return (Fraction(sum(to == DOCKED for to, _ in row), ROLLS), Fraction(sum(ground for _, ground in row), ROLLS))


# ---- exact answers: the chain's equations over fractions --------------------------------------------
def solve(matrix: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    """x with matrix @ x == rhs, by Gaussian elimination over fractions (a singular system raises ValueError)."""
    n = len(rhs)
    rows = [list(map(Fraction, matrix[i])) + [Fraction(rhs[i])] for i in range(n)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            raise ValueError("These equations have no single solution.")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            factor = rows[r][col] / rows[col][col]
            if r != col and factor:
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def _equations(length: int, value, constant) -> list[Fraction]:
    """Solve x_d = constant(d) + sum over rolls of value(outcome) x_next / 36, for every distance d (x_0 = 0)."""
    table = steps(length)
    matrix, rhs = [], []
    for distance in range(1, length + 1):
        row = [Fraction(0)] * length
        row[distance - 1] += 1
        for to, ground in table[distance]:
            if to != DOCKED and value(to, ground):
                row[to - 1] -= Fraction(1, ROLLS)
        matrix.append(row)
        rhs.append(constant(table[distance]))
    return solve(matrix, rhs)


def expected_turns(distance: int = FROM, length: int = INLET, lost_turns: bool = True) -> Fraction:
    """Average turns to dock from ``distance`` (a grounding roll also loses the next turn, unless ``lost_turns``
    is False: the slip that forgets it)."""
    _check_distance(distance, _check_length(length))
    extra = 1 if lost_turns else 0
    turns = _equations(length, lambda to, ground: True,
                       lambda row: 1 + Fraction(extra * sum(ground for _, ground in row), ROLLS))
    return turns[distance - 1]


def clean_chance(distance: int = FROM, length: int = INLET) -> Fraction:
    """Chance the boat docks from ``distance`` without ever running aground on the way."""
    _check_distance(distance, _check_length(length))
    chances = _equations(length, lambda to, ground: not ground,
                         lambda row: Fraction(sum(to == DOCKED for to, _ in row), ROLLS))
    return chances[distance - 1]


def turns_distribution(distance: int = FROM, length: int = INLET, longest: int = LONGEST) -> dict[str, Fraction]:
    """The chance the boat docks on its 1st, 2nd, ... turn (lost turns counted), then "``longest`` or more"."""
    _check_distance(distance, _check_length(length))
    table = steps(length)
    now = {(distance, False): Fraction(1)}  # (distance, next turn lost?) -> chance, boats not yet docked
    found: dict[str, Fraction] = {}
    for turn in range(1, longest):
        later: dict = {}
        docked = Fraction(0)
        for (at, lost), chance in now.items():
            if lost:
                later[(at, False)] = later.get((at, False), 0) + chance
                continue
            for to, ground in table[at]:
                share = chance / ROLLS
                if to == DOCKED:
                    docked += share
                else:
                    later[(to, ground)] = later.get((to, ground), 0) + share
        found[str(turn)] = docked
        now = later
    found[f"{longest} or more"] = sum(now.values(), Fraction(0))
    return found


# ---- simulations: every boat stepped together ---------------------------------------------------------
FIRST, THEN = 3, 2  # one draw below 36**5 is five rolls: its remainder by 36**3 three, its quotient two more
SHIFT = 8  # a table entry is (the index of the state reached) << SHIFT | the turns spent getting there


def _after(to: np.ndarray, cost: np.ndarray, rolls: int) -> tuple[np.ndarray, np.ndarray]:
    """For every state and every sequence of ``rolls`` rolls (read in base 36, the first roll the leading digit):
    where the boat ends up and the turns it spends (an absorbed boat stays put and spends none)."""
    at, spent = np.arange(len(to))[:, None], np.zeros((len(to), 1), dtype=np.int64)
    for _ in range(rolls):
        spent = (spent[:, :, None] + cost[at]).reshape(len(to), -1)
        at = to[at].reshape(len(to), -1)
    return at, spent


@lru_cache(maxsize=4)
def _tables(length: int, aground_ends: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The chain as two packed tables, over three rolls then over two (each entry: the state reached, as an index
    into the other table, and the turns spent; a roll that grounds costs two turns, the lost one included), and
    which states are absorbing. With ``aground_ends`` a grounding roll goes to an extra absorbing state (the run
    was not clean) instead."""
    table = steps(length)
    sink = len(table)
    to = np.array([[sink if ground and aground_ends else at for at, ground in row] for row in table]
                  + [[sink] * ROLLS], dtype=np.int64)
    cost = np.array([[0] * ROLLS] + [[1 + ground for _, ground in row] for row in table[1:]] + [[0] * ROLLS],
                    dtype=np.int64)
    first, then = (_after(to, cost, n) for n in (FIRST, THEN))
    absorbing = np.zeros(sink + 1, dtype=bool)
    absorbing[[DOCKED, sink]] = True
    return (((first[0] * ROLLS ** THEN) << SHIFT | first[1]).astype(np.int32).ravel(),
            ((then[0] * ROLLS ** FIRST) << SHIFT | then[1]).astype(np.int32).ravel(), absorbing)


def _roll_five(tables, at: np.ndarray, spent: np.ndarray, rng: np.random.Generator) -> None:
    """Five more rolls for every boat given (where it is, as an index into the first table, and the turns it has
    spent, both updated in place; an absorbed boat's rolls change nothing)."""
    first, then, _ = tables
    rolls = rng.integers(ROLLS ** (FIRST + THEN), size=at.size, dtype=np.int32)
    last = (rolls.view(np.uint32) // ROLLS ** FIRST).view(np.int32)
    rolls -= last * ROLLS ** FIRST
    mask = (1 << SHIFT) - 1
    for table, part in ((first, rolls), (then, last)):
        step = np.take(table, at + part)
        spent += step & mask
        at[:] = step >> SHIFT


def _walk(tables, start: int, trials: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Every boat rolled from ``start`` until it is absorbed, five rolls at a time (the boats still out after a
    round of five go on alone): (its final state, the turns it spent)."""
    absorbing = tables[2]
    at = np.full(trials, start * ROLLS ** FIRST, dtype=np.int32)
    spent = np.zeros(trials, dtype=np.int32)
    rounds = [(np.arange(0), at, spent)]  # (which boats of the round before, their places, their turns)
    while rounds[-1][1].size:
        _, here, turns = rounds[-1]
        _roll_five(tables, here, turns, rng)
        out = np.flatnonzero(~absorbing[here // ROLLS ** FIRST])
        rounds.append((out, here[out], turns[out]))
    for i in range(len(rounds) - 1, 0, -1):  # the boats that went on hand their end back to the round before
        out, here, turns = rounds[i]
        rounds[i - 1][1][out], rounds[i - 1][2][out] = here, turns
    return at // ROLLS ** FIRST, spent


def simulate_turns(distance: int = FROM, length: int = INLET):
    """A simulation of the turns each boat takes to dock from ``distance`` (lost turns counted)."""
    _check_distance(distance, _check_length(length))
    if PURE:
        return pure.turns(steps(length), distance, DOCKED)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return _walk(_tables(length, False), distance, trials, rng)[1].astype(float)
    return simulate


def simulate_clean(distance: int = FROM, length: int = INLET):
    """A simulation giving 1 for each boat that docks from ``distance`` before it ever runs aground, else 0."""
    _check_distance(distance, _check_length(length))
    if PURE:
        return pure.clean(steps(length), distance, DOCKED)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return (_walk(_tables(length, True), distance, trials, rng)[0] == DOCKED).astype(float)
    return simulate


def sample_turns(distance: int = FROM, length: int = INLET, longest: int = LONGEST):
    """A sampler of each boat's turns to dock as an index into turns_distribution's labels."""
    simulate = simulate_turns(distance, length)
    if PURE:
        return lambda trials, rng: [min(n, longest) - 1 for n in simulate(trials, rng)]

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        return np.minimum(simulate(trials, rng).astype(np.int64), longest) - 1
    return sample
