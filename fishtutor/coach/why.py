"""One sentence of why for a move, in the game's words, stating only what the engine can check: the chance the
search gives it, how many imagined games that rests on, and what the move does to the seat's points at once.
No widgets here."""
from __future__ import annotations

from dataclasses import dataclass

# what each game counts a seat's points in (the rulebooks' own words); "points" where not named
UNITS = {"fish_eat_fish": "the fish in your catch", "jumping_fish": "your fish jumped out of the top"}
POINTS = "your points"
WORD_SEEDS = (0, 1, 2)  # the sealed worlds a move's words are read in: words that differ between them rest on
# something the seat cannot see (another player's face-down card), so the move is named by its targets instead


@dataclass(frozen=True)
class AtOnce:
    """The seat's points before and right after a move (before any card, die or other seat answers it); None
    after it when that rests on something the seat cannot see (another player's face-down card)."""

    before: int
    after: int | None


def unit(game: str) -> str:
    """What ``game`` counts points in."""
    return UNITS.get(game, POINTS)


def at_once(state, seat: int, move) -> AtOnce:
    """The seat's points now and right after ``move``, counted on copies holding only what the seat can see (the
    points after it unknown when those copies disagree)."""
    import numpy as np  # noqa: PLC0415 - the engines' generator, as the bots use it

    before, after = set(), set()
    for seed in WORD_SEEDS:
        sealed = state.determinize(seat, np.random.default_rng(seed))
        before.add(sealed.scores()[seat])
        sealed.apply(move, seat)
        after.add(sealed.scores()[seat])
    return AtOnce(min(before), after.pop() if len(after) == 1 and len(before) == 1 else None)


def move_words(state, seat: int, play, move, way) -> str:
    """The move in words as the seat may read them before making it: the game's own words when they rest only on
    what the seat sees, else the things it chooses on the board ("Choose Level 4 card")."""
    import numpy as np  # noqa: PLC0415 - the engines' generator, as the bots use it

    said = {play.move_words(state.determinize(seat, np.random.default_rng(s)), move, seat, seat) for s in WORD_SEEDS}
    if len(said) == 1:
        return said.pop()
    if way is not None and way.button:
        return f"Press {way.button}"
    if way is not None and way.targets:
        return "Choose " + ", then ".join(play.target_words(state, seat, t, None) for t in way.targets)
    return "A move the board shows no way to make"


def chance_words(value: float) -> str:
    """A chance as the course writes it: two decimals."""
    return f"{value:.2f}"


def points_clause(game: str, change: AtOnce) -> str:
    """What the move does to the seat's points at once, in the game's words."""
    if change.after is None:
        return f"what it scores at once rests on cards you cannot see yet ({unit(game)} are {change.before} now)"
    if change.after == change.before:
        return f"at once {unit(game)} stay at {change.before}"
    return f"at once {unit(game)} go from {change.before} to {change.after}"


def sentence(game: str, words: str, value: float, visits: int, change: AtOnce, moves: int) -> str:
    """Why this move: its chance of winning in the search's imagined games, and what it does to the points at once."""
    games = "imagined game" if visits == 1 else "imagined games"
    return (f"{words}: you win with chance {chance_words(value)} in {visits} {games}; {points_clause(game, change)} "
            f"(one of {moves} moves allowed here).")
