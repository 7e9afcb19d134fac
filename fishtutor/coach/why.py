"""One sentence of why for a move, in the game's words, stating only what the engine can check: the chance the
search gives it, how many imagined games that rests on, and what the move does to the seat's points at once
(said only when nothing hidden decides it).
No widgets here."""
from __future__ import annotations

from dataclasses import dataclass

from . import rules

WORLDS = 12  # the sealed worlds a move is tried in before the coach says what it does at once: when the seat's
# view after it differs between them, the move turns up something the seat cannot see yet (another player's
# face-down card), and the coach names it by what is chosen on the board and says its points are not known yet
WORD_SEEDS = tuple(range(WORLDS))


@dataclass(frozen=True)
class AtOnce:
    """The seat's points before and right after a move (before any card, die or other seat answers it); None
    after it when that rests on something the seat cannot see (another player's face-down card)."""

    before: int
    after: int | None


@dataclass(frozen=True)
class Seen:
    """What a move does as the seat may know it before making it: its words and its points at once (None when
    they rest on something hidden)."""

    words: str | None
    change: AtOnce


def unit(game: str) -> str:
    """What ``game`` counts points in (its own word, else points)."""
    return rules.unit(game)


def worlds(state, seat: int) -> tuple:
    """The copies of ``state`` holding only what ``seat`` can see, hidden parts dealt afresh in each (one per word
    seed): every move of one position is tried in the same worlds."""
    import numpy as np  # noqa: PLC0415 - the engines' generator, as the bots use it

    return tuple(state.determinize(seat, np.random.default_rng(seed)) for seed in WORD_SEEDS)


def seen(state, seat: int, move, sealed: tuple | None = None) -> Seen:
    """The move tried in copies holding only what the seat can see, hidden parts dealt afresh in each (``sealed``:
    those worlds, made once for the position's moves): its words (said to the learner as theirs: "Fly to boat 3")
    and points at once when the seat's view after it is the same in every copy (else they would tell a guess)."""
    import json  # noqa: PLC0415

    words, before, after, views = set(), set(), set(), set()
    for world in (sealed or worlds(state, seat)):
        world = world.clone()  # the move is tried in a copy: the worlds serve the position's other moves too
        words.add(rules.capital(rules.your_move(world, seat, move)[0]))
        before.add(world.scores()[seat])
        world.apply(move, seat)
        after.add(world.scores()[seat])
        views.add(json.dumps(world.observation(seat), sort_keys=True))
    known = len(views) == len(before) == 1
    return Seen(words.pop() if known and len(words) == 1 else None,
                AtOnce(min(before), after.pop() if known and len(after) == 1 else None))


def board_words(state, seat: int, play, way) -> str:
    """A move named by what the learner chooses on the board to make it ("Choose your Level 4 card")."""
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
        return (f"it turns up what you cannot see yet, so what it scores at once is not known ({unit(game)} are "
                f"{change.before} now)")
    if change.after == change.before:
        return f"at once {unit(game)} stay at {change.before}"
    return f"at once {unit(game)} go from {change.before} to {change.after}"


def sentence(game: str, words: str, value: float, visits: int, change: AtOnce, moves: int, rule: str = "") -> str:
    """Why this move: its chance of winning in the search's imagined games, what it does to the points at once,
    and the game's rule clause if it has one."""
    games = "imagined game" if visits == 1 else "imagined games"
    rule = f"; {rule}" if rule else ""
    return (f"{words}: you win with chance {chance_words(value)} in {visits} {games}; {points_clause(game, change)}"
            f"{rule} (one of {moves} moves allowed here).")
