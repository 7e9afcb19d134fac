"""Fishing Frenzy's probability corner, built on the two dice: leaving the dock, docking from a distance,
where a roll can take a boat, and how long a tournament lasts.

The dice are as printed (a compass cube whose six faces each show two directions, and a cube numbered 1-6),
so the dice answers are exact fractions over the 36 equally likely rolls; each simulation rolls the dice with
numpy (vectorised, seeded). Where a boat can end up depends on the board: those answers enumerate the 36 rolls
with the movement rules on this edition's map. The corner's questions are the graded assignment's own
(course_fishing_frenzy), taken from it by id: this module holds the counting they rest on.
Without numpy (the browser edition) the simulations roll trial by trial with pure_fishing_frenzy.py."""
from __future__ import annotations

from fractions import Fraction

from .core import Exercise
from . import pure_fishing_frenzy as pure
from .edition import PURE, SVG_PLOTS, np

# The compass cube as printed: each face shows two directions.
COMPASS_FACES = (("N", "E"), ("N", "W"), ("N", "S"), ("S", "E"), ("S", "W"), ("E", "W"))
NUMBERS = (1, 2, 3, 4, 5, 6)
ROLLS = len(COMPASS_FACES) * len(NUMBERS)  # 36 equally likely (face, number) pairs
DISTANCES = NUMBERS  # a dock can be 1 to 6 spaces north and still be reached on one roll


def faces_showing(direction: str) -> int:
    """How many faces of the compass cube show ``direction``."""
    return sum(direction in face for face in COMPASS_FACES)


def leave_dock() -> Fraction:
    """Chance a boat leaves its dock on one roll: the compass cube must show SOUTH."""
    return Fraction(faces_showing("S"), len(COMPASS_FACES))


def expected_wait() -> Fraction:
    """Expected rolls until the first SOUTH, that roll included: 1 / p for a chance p each roll."""
    return 1 / leave_dock()


def dock_from(distance: int) -> Fraction:
    """Chance to dock on one roll from ``distance`` spaces straight south of a dock (open water between):
    a NORTH on the compass cube and a number at least the distance."""
    if type(distance) is not int or not 1 <= distance <= 6:
        raise ValueError(f"A dock is reached on one roll from 1 to 6 spaces away, not {distance!r}.")
    numbers = sum(n >= distance for n in NUMBERS)
    return Fraction(faces_showing("N") * numbers, ROLLS)


def dock_table() -> list[tuple[int, Fraction]]:
    """(distance, chance to dock on one roll) for distances 1 to 6."""
    return [(d, dock_from(d)) for d in DISTANCES]


# ---- leaving past other boats, docking from a square (the movement rules read for each roll) -----------
OPEN_DOCK = "#" * 6 + "D" + "#" * 6  # a dock with open water 7 squares deep below it and 6 squares either side
MOST_BOATS = 5  # six Captains at most: five other boats


def open_dock_board():
    """A dock on the north row with open water 7 squares straight south and 6 squares either side (the two
    S.O.S. rings every map has sit far off in the south corners)."""
    from fishtutor.games.fishing_frenzy.board import load_map
    if not _OPEN:
        rows = [OPEN_DOCK] + ["." * 13] * 6 + ["S" + "." * 11 + "S", "#" * 13]
        legend = [". water", "D dock", "# land", "S sos"]
        _OPEN.append(load_map("map:\n" + "\n".join(rows) + "\n\nlegend:\n" + "\n".join(legend) + "\n",
                              source="open dock"))
    return _OPEN[0]


_OPEN: list = []


def _check_boats(boats) -> tuple:
    """Other boats' distances straight south of the dock (1 to 6, at most five, each once), or a plain refusal."""
    boats = tuple(boats)
    if len(boats) > MOST_BOATS or len(set(boats)) != len(boats) or \
            not all(type(d) is int and 1 <= d <= 6 for d in boats):
        raise ValueError(f"Other boats sit 1 to 6 squares south of the dock, each on its own square, at most "
                         f"{MOST_BOATS} of them: not {boats!r}.")
    return tuple(sorted(boats))


def leave_rolls(boats=()) -> list[bool]:
    """Per roll (COMPASS_FACES x NUMBERS order): can the boat leave its dock, other boats sitting ``boats``
    squares straight south of it (a boat may pass another but not end a direction on it)."""
    from fishtutor.games.fishing_frenzy.movement import reachable
    board = open_dock_board()
    dock = board.docks[0]
    taken = [(dock[0], dock[1] + d) for d in _check_boats(boats)]
    return [bool(reachable(board, dock, face, n, taken)) for face in COMPASS_FACES for n in NUMBERS]


def leave_chance(boats=()) -> Fraction:
    """Chance a boat leaves its dock on one roll, other boats sitting ``boats`` squares straight south of it."""
    return Fraction(sum(leave_rolls(boats)), ROLLS)


def dock_rolls(start: str, board=None) -> list[tuple[bool, bool, bool]]:
    """Per roll from ``start`` (the lines out, an empty sea): (some way docks, some way docks with the number
    exactly the distance, NORTH alone docks)."""
    found = []
    for routes in roll_routes(start, board, docking=True):
        docked = [r for r in routes if r.docked]
        found.append((bool(docked), any(r.legs[-1].moved == r.legs[-1].steps for r in docked),
                      any(len(r.legs) == 1 for r in docked)))
    return found


# ---- simulations: the dice rolled with numpy -----------------------------------------------------
def roll(trials: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """``trials`` rolls: the compass face (0-5, an index into COMPASS_FACES) and the number (1-6)."""
    faces = rng.integers(len(COMPASS_FACES), size=trials)
    numbers = rng.integers(1, 7, size=trials)
    return faces, numbers


def _per_face(direction: str) -> list[int]:
    """1 for each of the 36 rolls whose compass face shows ``direction``, else 0 (COMPASS_FACES x NUMBERS order)."""
    return [int(direction in face) for face in COMPASS_FACES for _ in NUMBERS]


def _shows(direction: str) -> np.ndarray:
    """1 for each compass face showing ``direction``, as a lookup table."""
    return np.array([direction in face for face in COMPASS_FACES], dtype=bool)


def simulate_leave(trials: int, rng: np.random.Generator) -> np.ndarray:
    """1 where a roll shows SOUTH on the compass cube."""
    if PURE:
        return pure.rolled(_per_face("S"))(trials, rng)
    faces, _ = roll(trials, rng)
    return _shows("S")[faces].astype(float)


WAIT_BLOCK = 5  # compass rolls read off one random number below 6**5 (in base 6, first roll lowest)


def _first_south() -> np.ndarray:
    """For each block of WAIT_BLOCK compass rolls (as its number below 6**WAIT_BLOCK): which roll is the first
    SOUTH, counting from 1, or 0 when none of them is."""
    south = _shows("S")
    faces = np.arange(len(COMPASS_FACES) ** WAIT_BLOCK)[:, None] // len(COMPASS_FACES) ** np.arange(WAIT_BLOCK) \
        % len(COMPASS_FACES)
    hit = south[faces]
    return np.where(hit.any(axis=1), hit.argmax(axis=1) + 1, 0).astype(np.int8)


FIRST_SOUTH = _first_south() if np is not None else None  # the browser edition rolls one at a time


def simulate_wait(trials: int, rng: np.random.Generator) -> np.ndarray:
    """Rolls a boat waits at its dock, the leaving roll included (each trial rolls until a SOUTH); every boat
    still waiting rolls a block of WAIT_BLOCK rolls at once, and counts the rolls up to the block's first SOUTH."""
    if PURE:
        return pure.rolls_until(_per_face("S"))(trials, rng)
    blocks = len(COMPASS_FACES) ** WAIT_BLOCK
    waits = FIRST_SOUTH[rng.integers(blocks, size=trials, dtype=np.int16)].astype(float)
    waiting, rolled = np.flatnonzero(waits == 0), WAIT_BLOCK  # the boats with no SOUTH yet, and their rolls
    while waiting.size:
        first = FIRST_SOUTH[rng.integers(blocks, size=waiting.size, dtype=np.int16)]
        waits[waiting] = np.where(first, rolled + first.astype(float), 0)
        waiting, rolled = waiting[first == 0], rolled + WAIT_BLOCK
    return waits


def simulate_dock(distance: int):
    """1 where a roll docks a boat ``distance`` spaces south of a dock: a NORTH and a number >= distance."""
    if PURE:
        return pure.rolled([int("N" in face and n >= distance) for face in COMPASS_FACES for n in NUMBERS])

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        faces, numbers = roll(trials, rng)
        return (_shows("N")[faces] & (numbers >= distance)).astype(float)
    return simulate


# ---- where a roll can take a boat (the movement rules on this edition's map) -----------------------
START = "H8"  # open water between the flats and the reef: two drifters, fish and a wheel within reach


def _board_start(start: str, board=None):
    """This edition's board (or ``board``) and the square named ``start`` on it."""
    from fishtutor.games.fishing_frenzy.board import default_board, parse_square
    board = board or default_board()
    return board, board.space(parse_square(start))


def roll_routes(start: str = START, board=None, docking: bool = False) -> list[tuple]:
    """For each of the 36 rolls (compass face, number), every way the rules allow from ``start`` on an empty
    sea: one direction or both in either order, each the full number; aground only when no way is clean. Until
    the lines are out (``docking`` False) a dock is shore: a NORTH into it grounds."""
    from fishtutor.games.fishing_frenzy.movement import reachable
    board, square = _board_start(start, board)
    return [reachable(board, square, face, n, docking=docking) for face in COMPASS_FACES for n in NUMBERS]


def _catches(board, route) -> int:
    """How many fish a way catches: each direction that stops on a fish without running aground catches one."""
    return sum(not leg.aground and board.kind(leg.end) == "fish" for leg in route.legs)


def catches_per_roll(start: str = START, board=None, both: bool = True) -> list[int]:
    """Per roll (COMPASS_FACES x NUMBERS order): the most fish one way catches (0, 1 or 2); with ``both``
    False only the one-direction ways are tried."""
    board, _ = _board_start(start, board)
    return [max([_catches(board, r) for r in rs if both or len(r.legs) == 1], default=0)
            for rs in roll_routes(start, board)]


def ends_per_roll(start: str = START, board=None, both: bool = True) -> list[int]:
    """Per roll: how many different end squares its ways offer (with ``both`` False, one direction only)."""
    return [len({r.end for r in rs if both or len(r.legs) == 1}) for rs in roll_routes(start, board)]


def ways_per_roll(start: str = START, board=None) -> list[int]:
    """Per roll: how many ways of moving the rules allow (two ways may end on the same square)."""
    return [len(rs) for rs in roll_routes(start, board)]


def _per_roll(start: str, board=None) -> tuple[list[bool], list[set]]:
    """Per roll (in COMPASS_FACES x NUMBERS order): can it catch a fish, and which end squares it offers."""
    from fishtutor.games.fishing_frenzy.board import square_name
    board, _ = _board_start(start, board)
    ends = [{square_name(r.end) for r in rs} for rs in roll_routes(start, board)]
    return [n > 0 for n in catches_per_roll(start, board)], ends


def fish_chance(start: str = START, board=None, both: bool = True) -> Fraction:
    """Chance that the next roll lets a boat on ``start`` end a direction on a fish (the captain choosing well;
    with ``both`` False, moving one direction only)."""
    return Fraction(sum(n > 0 for n in catches_per_roll(start, board, both)), ROLLS)


def expected_fish(start: str = START, board=None, both: bool = True) -> Fraction:
    """Average fish one roll catches from ``start``, the captain taking the way that catches the most."""
    return Fraction(sum(catches_per_roll(start, board, both)), ROLLS)


def expected_choices(start: str = START, board=None) -> Fraction:
    """Average number of different end squares the captain may choose among after one roll."""
    return Fraction(sum(ends_per_roll(start, board)), ROLLS)


def end_chances(start: str = START, board=None) -> dict[str, Fraction]:
    """For each square a boat on ``start`` can end on: the share of the 36 rolls that offer it (the captain
    picks among the squares offered, so these chances add up to more than 1)."""
    _, ends = _per_roll(start, board)
    found: dict[str, Fraction] = {}
    for offered in ends:
        for name in offered:
            found[name] = found.get(name, Fraction(0)) + Fraction(1, ROLLS)
    return dict(sorted(found.items(), key=lambda kv: (-kv[1], kv[0])))


def sea_squares(board=None) -> tuple[str, ...]:
    """Every single square of clear water on the map (this edition's unless ``board``), in reading order: where a
    boat may sit between rolls with nothing pictured under it."""
    from fishtutor.games.fishing_frenzy.board import WATER, default_board, square_name
    board = board or default_board()
    return tuple(square_name(sq) for sq in board.water_spaces if board.kind(sq) == WATER and not board.region(sq))


def boat_spaces(board=None) -> tuple[str, ...]:
    """Every space a boat may sit on (not a wheel: landing there moves it on), the lines out, in reading order."""
    from fishtutor.games.fishing_frenzy.board import DOUBLE_WHEEL, WHEEL, default_board, square_name
    board = board or default_board()
    return tuple(square_name(sq) for sq in board.water_spaces if board.kind(sq) not in (WHEEL, DOUBLE_WHEEL))


def docks_in_a_roll(name: str, board=None) -> bool:
    """Whether one roll can dock a boat sitting on ``name``."""
    return any(docks for docks, _, _ in dock_rolls(name, board))


def dock_squares(board=None) -> tuple[str, ...]:
    """Every space a boat may sit on from which one roll can dock it, the lines out, in reading order."""
    from fishtutor.games.fishing_frenzy.board import default_board
    board = board or default_board()
    return tuple(name for name in boat_spaces(board) if docks_in_a_roll(name, board))


def _roll_index(faces: np.ndarray, numbers: np.ndarray) -> np.ndarray:
    """A roll's place in the COMPASS_FACES x NUMBERS order."""
    return faces * len(NUMBERS) + numbers - 1


def simulate_table(table):
    """A simulation that rolls the dice and looks each roll up in ``table`` (one value per roll, 36 of them)."""
    if PURE:
        return pure.rolled([float(v) for v in table])
    values = np.asarray(table, dtype=float)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        faces, numbers = roll(trials, rng)
        return values[_roll_index(faces, numbers)]
    return simulate


def sample_table(table):
    """A sampler that rolls the dice and gives each roll's outcome as the whole number ``table`` holds for it."""
    if PURE:
        return pure.rolled([int(v) for v in table])
    values = np.asarray(table, dtype=np.int64)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        faces, numbers = roll(trials, rng)
        return values[_roll_index(faces, numbers)]
    return sample


def end_plot(start: str = START, most: int = 8, trials: int = 20_000, seed: int = 0) -> bytes:
    """The squares a roll most often offers from ``start``: exact bars beside simulated ones, as PNG bytes."""
    from .core import compare_png, run
    _, ends = _per_roll(start)
    chances = list(end_chances(start).items())[:most]
    estimates = []
    for i, (name, exact) in enumerate(chances):
        ex = Exercise(f"ffz_end_{name}", f"offers {name}", exact, "", "",
                      simulate_table([name in offered for offered in ends]))
        estimates.append(run(ex, trials, seed + i))
    return compare_png([n for n, _ in chances], [e for _, e in chances], estimates,
                       f"From {start}: the chance a roll lets you end on each square")


# ---- how long a tournament lasts (played with the engine: no exact answer) -------------------------
LIMITS = (2, 4, 8, 12, 16)
ROUND_CAP = 2_000  # rolls after which a simulated tournament is abandoned (never reached in practice)


def tournament_rounds(limit: int, players: int = 4, seed: int = 0) -> float:
    """Rounds of dice one seeded tournament lasts (each Captain's rolls, on average), every Captain choosing
    among the moves the rules allow at random, from the first roll to the first boat back in a dock."""
    from fishtutor.games.fishing_frenzy import GAME
    from fishtutor.games.fishing_frenzy.moves import Roll
    import numpy  # the engines' own seeded draws (the stand-in's in a browser: the same numbers)
    state = GAME.new_state(players, seed=seed, limit=limit)
    rng = numpy.random.default_rng(seed)
    rolls = 0
    while not state.is_terminal() and rolls < ROUND_CAP:
        if state.is_chance_node():
            move = state.sample_chance()
            rolls += type(move) is Roll
            state.apply(move)
            continue
        seat = state.current_players()[0]
        moves = state.legal_moves(seat)
        state.apply(moves[int(rng.integers(len(moves)))], seat)
    return rolls / players


def tournament_lengths(limits=LIMITS, games: int = 40, players: int = 4, seed: int = 0) -> dict[int, np.ndarray]:
    """For each tournament limit, the rounds ``games`` seeded tournaments lasted."""
    if PURE:  # the games' seeds from the standard library's generator (the games themselves are the engine's)
        import random
        draw = random.Random(seed)
        picked = [draw.randrange(2**31) for _ in range(games)]
        return {limit: [tournament_rounds(limit, players, s) for s in picked] for limit in limits}
    rng = np.random.default_rng(seed)
    seeds = rng.integers(0, 2**31, size=games)
    return {limit: np.array([tournament_rounds(limit, players, int(s)) for s in seeds]) for limit in limits}


def length_png(lengths: dict[int, np.ndarray], players: int = 4, width: float = 6.4, height: float = 3.0) -> bytes:
    """Average rounds by tournament limit with ±2 standard errors, as PNG bytes (simulated: no exact answer)."""
    if SVG_PLOTS:
        from .svgplots import means_svg
        limits = sorted(lengths)
        return means_svg([f"{k} fish" for k in limits], [lengths[k] for k in limits],
                         f"How long a {players}-Captain tournament lasts (random captains, "
                         f"{len(lengths[limits[0]])} games each)", "rounds of dice")
    import io

    from matplotlib.figure import Figure
    limits = sorted(lengths)
    means = [float(lengths[k].mean()) for k in limits]
    errors = [2 * float(lengths[k].std(ddof=1) / np.sqrt(len(lengths[k]))) for k in limits]
    fig = Figure(figsize=(width, height), dpi=100)
    ax = fig.add_subplot()
    ax.errorbar(limits, means, yerr=errors, color="#2f6fd6", marker="o", capsize=4, label="simulated ±2 s.e.")
    ax.set_xlabel("tournament limit (fish)")
    ax.set_ylabel("rounds of dice")
    ax.set_title(f"How long a {players}-Captain tournament lasts (random captains, "
                 f"{len(lengths[limits[0]])} games each)", fontsize=9)
    ax.legend(fontsize=8)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()
