"""Information-set search for any game of the protocol: a seat imagines many whole games from what it can see.

Each imagined game (an *iteration*) starts from a fresh world dealt by the seat's view (``SeatView.sample_state``,
never the true position), walks down one shared tree of moves (single-observer ISMCTS, Cowling, Powley & Whitehouse
2012: a move's choice counts only the times it was possible), plays on at random (to the end, or for ``HORIZON``
choices, after which the game's heuristic names the leaders), and credits every seat with its share of the win. Chance is drawn from the imagined world's own shuffles and dice (``sample_chance``).
Secret choices made at the same time (Fish Eat Fish's Challenge Cards, the barrel games' face-down cards) are
chosen seat by seat from statistics of their own at one node (decoupled selection), so no seat's choice in the
tree ever depends on another's hidden one.

The value of a move is the seat's **win chance** in every game: 1 for a win (or the lead where an imagined game was
cut short), 1/k for a win shared by k seats, 0 for a loss, averaged over the imagined games that began with it.
What steers the search is a seat's *standing*: half that share, half the part of the table it finished ahead of.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import thinking
from .base import SeatView

EXPLORE = 0.7  # how far a seat tries the less proven moves (UCB1's constant, for win chances in [0, 1])
BIAS = 3.0  # how much the heuristic's first opinion of a root move counts, fading as the move is tried. At 1.0 a
#   search of 30 imagined games lost to the heuristic it starts from (Jumping Fish, 3 players, 100 games a pairing:
#   Casual +953 [+891, +1021] Elo against Novice's +1042 [+1011, +1068]); at 3.0 every search level rates above
#   Novice and above the level below it (Casual +1081, Skilled +1198, Expert +1275; Expert 1.71 -> 2.10x a fair share
#   against greedy tables), and Fish Eat Fish's two-player Expert 1.85 -> 1.95x, Fish Frenzy's four-player 1.80 -> 1.90x
CROWDED = 30  # imagined games at most for a search that found no free seat: on a full server it plays like Casual
MINIMUM = 1e-3  # seconds: what a search that waited its whole time for a seat still thinks (one imagined game)
HORIZON = 40  # choices an imagined game plays at random beyond the tree before the game's heuristic judges it
LONG = 100  # a game that random play does not finish within this many choices is long: there an imagined game
#   plays only SHORT rounds of the table beyond the tree (random play over 40 choices washed out what a move did:
#   Jumping Fish's Expert won 0 of 8 games against greedy bots, 3 of 6 with two rounds; Fishing Frenzy's moves
#   cost too much), measured with the arena's pairings
SHORT = 2


@dataclass(frozen=True, slots=True)
class Line:
    """One move the search considered: its expected win chance for the seat, and how many imagined games began
    with it (a move no imagined game began with shows 0 visits and a win chance of 0: not judged)."""

    move: Any
    value: float
    visits: int


_ANY = object()  # no move fixed at the root: the search chooses among them all


class _Stat:
    """A move's record at one node: times tried, wins credited, standing credited (what guides the search), times
    it was possible."""

    __slots__ = ("tries", "wins", "standing", "avail")

    def __init__(self):
        self.tries, self.wins, self.standing, self.avail = 0, 0.0, 0.0, 0


class _Node:
    """A point in the shared tree: each acting seat's move records, and the nodes after each step."""

    __slots__ = ("stats", "children", "prior")

    def __init__(self):
        self.stats: dict[tuple[int, Any], _Stat] = {}
        self.children: dict[tuple, _Node] = {}
        self.prior: dict[tuple[int, Any], float] = {}  # a first opinion of some moves, 0 to 1 (the root's seat's)


def _pick(node: _Node, seat: int, moves: tuple, rng: np.random.Generator) -> Any:
    """The seat's move at a node: an untried possible one at random, else the best by UCB1 over availability."""
    stats, prior, fresh, best, best_score = node.stats, node.prior, [], None, -1.0
    for move in moves:
        stat = stats.get((seat, move))
        if stat is None:
            stat = stats[(seat, move)] = _Stat()
        stat.avail += 1
        if stat.tries == 0:
            fresh.append(move)
        elif not fresh:
            score = stat.standing / stat.tries + EXPLORE * math.sqrt(math.log(stat.avail) / stat.tries)
            if prior:
                score += BIAS * prior.get((seat, move), 0.0) / (stat.tries + 1)
            if score > best_score:
                best, best_score = move, score
    if not fresh:
        return best
    if prior:
        top = max(prior.get((seat, m), 0.0) for m in fresh)
        fresh = [m for m in fresh if prior.get((seat, m), 0.0) >= top]
    return fresh[int(rng.integers(len(fresh)))]


def _fixed(node: _Node, first: tuple) -> Any:
    """The move a seat must make at a node (``first``: the seat and its move), counted as possible there."""
    stat = node.stats.get(first)
    if stat is None:
        stat = node.stats[first] = _Stat()
    stat.avail += 1
    return first[1]


def _first_opinion(state, seat: int) -> dict[tuple[int, Any], float]:
    """How the game's heuristic ranks each of the seat's moves one move ahead in one world, as 0 (worst) to 1
    (best): the greedy bot's view, which the search starts from and then corrects."""
    moves = state.legal_moves(seat)
    values = []
    for move in moves:
        after = state.clone()
        after.apply(move, seat)
        values.append(after.heuristic(seat))
    ranked = sorted(set(values))
    top = max(len(ranked) - 1, 1)
    return {(seat, move): ranked.index(v) / top for move, v in zip(moves, values)}


def _outcome(state) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Each seat's share of the win and its standing at the end of an imagined game. A finished game is judged by
    its winners (a shared win split evenly), then scores; an unfinished one by the game's heuristic, whose leaders
    share the win. A seat's standing is half its share of the win and half the part of the table it finished ahead
    of (a tie counting half), so a seat that cannot win still prefers to come closer."""
    n = state.num_players()
    if state.is_terminal():
        winners, scores = state.winners(), state.scores()
        keys: list[tuple] = [(s in winners, scores[s]) for s in range(n)]
    else:
        keys = [(state.heuristic(s),) for s in range(n)]
        winners = tuple(s for s in range(n) if keys[s] == max(keys))
    share = 1.0 / len(winners) if winners else 0.0
    shares = tuple(share if s in winners else 0.0 for s in range(n))
    ahead = [sum(1.0 if keys[s] > keys[o] else 0.5 if keys[s] == keys[o] else 0.0 for o in range(n) if o != s)
             / max(n - 1, 1) for s in range(n)]
    return shares, tuple((shares[s] + ahead[s]) / 2 for s in range(n))


def _play_out(state, rng: np.random.Generator, horizon: int) -> None:
    """Play an imagined game on with uniformly random choices and the world's own chance, until it ends or
    ``horizon`` choices have been made."""
    for _ in range(horizon):
        while state.is_chance_node():
            state.apply(state.sample_chance())
        seats = state.current_players()
        if not seats:
            return
        seat = seats[0]
        moves = state.legal_moves(seat)
        state.apply(moves[int(rng.integers(len(moves)))], seat)


def horizon(state, seed: int) -> int:
    """How many choices an imagined game plays at random beyond the tree: ``HORIZON``, or ``SHORT`` rounds of the
    table where random play from this position (one seeded try on a copy) does not end the game within ``LONG``."""
    probe = state.clone()
    _play_out(probe, np.random.default_rng(seed), LONG)
    return HORIZON if probe.is_terminal() else SHORT * state.num_players()


def _iterate(root: _Node, state, rng: np.random.Generator, horizon: int, first: tuple | None = None) -> None:
    """One imagined game: down the tree, one new node, a random finish, and every step credited. ``first`` (a seat
    and its move) makes that seat's choice at the root that move in every imagined game."""
    node, path = root, []
    while True:
        seats = state.current_players()
        if not seats:
            break
        if state.is_chance_node():
            outcome = state.sample_chance()
            state.apply(outcome)
            step: tuple = (("chance", outcome),)
            picks: list = []
        else:
            picks = [(seat, _fixed(node, first) if node is root and first is not None and seat == first[0] else
                      _pick(node, seat, state.legal_moves(seat), rng)) for seat in seats]
            for seat, move in picks:
                state.apply(move, seat)
            step = tuple(picks)
        path.append((node, picks))
        child = node.children.get(step)
        if child is None:
            node.children[step] = _Node()
            break
        node = child
    _play_out(state, rng, horizon)
    shares, standing = _outcome(state)
    for node, picks in path:
        for seat, move in picks:
            stat = node.stats[(seat, move)]
            stat.tries += 1
            stat.wins += shares[seat]
            stat.standing += standing[seat]


def _search(view: SeatView, seconds: float, seed: int, iterations: int | None, opening: Any = _ANY) -> _Node:
    """Imagine games from the view until the time or the iteration cap runs out; the tree they built (every
    imagined game beginning with the seat's move ``opening``, if one is given)."""
    rng = np.random.default_rng(seed)
    worlds = np.random.default_rng(seed + 1)  # the worlds are dealt from the search's own seed
    root, deadline, done = _Node(), time.perf_counter() + seconds, 0
    first = view.sample_state(worlds)
    root.prior, reach = _first_opinion(first, view.seat), horizon(first, seed + 2)
    while (iterations is None or done < iterations) and (done == 0 or time.perf_counter() < deadline):
        _iterate(root, view.sample_state(worlds), rng, reach, None if opening is _ANY else (view.seat, opening))
        done += 1
    return root


def _check_budget(view: SeatView, seconds: float, seed: int, iterations: int | None) -> None:
    """Refuse a search asked of anything but a seat's view, or with a budget or seed that is not one."""
    if not isinstance(view, SeatView):
        raise TypeError(f"The search reads a seat's view (SeatView), never a position itself: not {type(view).__name__}.")
    if type(seed) is not int:
        raise ValueError(f"The search's seed is a whole number, not {seed!r}.")
    if type(seconds) not in (int, float) or seconds <= 0 or not math.isfinite(seconds):
        raise ValueError(f"The search needs a positive number of seconds to think, not {seconds!r}.")
    if iterations is not None and (type(iterations) is not int or iterations < 1):
        raise ValueError(f"The iteration cap is a whole number of at least 1, not {iterations!r}.")


def analyse(view: SeatView, *, seconds: float, seed: int, iterations: int | None = None) -> list[Line]:
    """The seat's legal moves ranked by the search, best first: each with its expected win chance and visits.
    ``seconds`` bounds the thinking time; ``iterations`` (if given) caps the imagined games, so that the same
    seed gives the same answer whenever the cap is reached first."""
    _check_budget(view, seconds, seed, iterations)
    moves = view.legal_moves
    if not moves:
        return []
    root = _search(view, seconds, seed, iterations)
    lines = []
    for move in moves:
        stat = root.stats.get((view.seat, move)) or _Stat()
        lines.append(Line(move, stat.wins / stat.tries if stat.tries else 0.0, stat.tries))
    prior = [root.prior.get((view.seat, move), 0.0) for move in moves]  # equal visits: the first opinion decides
    order = sorted(range(len(lines)), key=lambda i: (-lines[i].visits, -prior[i], -lines[i].value, i))
    return [lines[i] for i in order]


def analyse_move(view: SeatView, move: Any, *, seconds: float, seed: int, iterations: int | None = None) -> Line:
    """One move valued by imagined games that all begin with it: the worlds are the ones ``analyse`` deals from the
    same seed, and the players go on as in the search, so its chance is measured as the search's lines are (the
    review's way to grade a move the search did not try)."""
    _check_budget(view, seconds, seed, iterations)
    if move not in view.legal_moves:
        raise ValueError(f"{move!r} is not a move the seat may make here, so no imagined game can begin with it.")
    stat = _search(view, seconds, seed, iterations, move).stats.get((view.seat, move)) or _Stat()
    return Line(move, stat.wins / stat.tries if stat.tries else 0.0, stat.tries)


class SearchBot:
    """Plays the move the information-set search visited most, thinking a fixed number of imagined games a move
    (``iterations``) within a time ceiling (``seconds``, the wait for a seat at the server's thinking table
    included: on a crowded server it thinks less, never longer)."""

    name = "Search"
    thinks = True

    def __init__(self, seed: int = 0, *, iterations: int | None = 200, seconds: float = 1.0, shared: bool = True):
        self.rng = np.random.default_rng(seed)
        self.iterations, self.seconds, self.shared = iterations, seconds, shared
        self.thought = 0  # imagined games behind the last move chosen

    def choose(self, view: SeatView) -> Any:
        """The search's best move for the view's seat (``thought``: how many games it imagined for it)."""
        self.thought = 0
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        seed = int(self.rng.integers(2**31))
        if not self.shared:
            lines = analyse(view, seconds=self.seconds, seed=seed, iterations=self.iterations)
        else:
            with thinking.seat(self.seconds / 2) as seat:
                budget = max(self.seconds - seat.waited, MINIMUM)  # a long wait leaves one imagined game
                cap = self.iterations if seat.held else min(self.iterations or CROWDED, CROWDED)
                lines = thinking.in_background(lambda: analyse(view, seconds=budget, seed=seed, iterations=cap))
        self.thought = sum(line.visits for line in lines)
        return lines[0].move
