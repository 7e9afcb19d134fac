"""A hint: the best moves by the Expert's search, each with its chance of winning and a sentence of why, and how
to make it on the board. Computed only when asked. No widgets here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import os

import numpy as np

from fishtutor.bots import SeatView

from . import course, rules, search, why
from .lighting import Way, Ways

SHOWN = 3  # how many moves a hint offers
SECONDS = 1.0  # the most the search thinks about a hint (the Expert's time ceiling)
EXPERT_ITERATIONS = 400  # the imagined games the Expert level plays before a move (fishtutor.bots.levels)
# a fixed number of imagined games a decision instead of seconds (a class server's or a test's choice)
ITERATIONS_VARIABLE = "FISHTUTOR_COACH_ITERATIONS"
TOLD_CEILING = 60.0  # seconds a search of a told number of games may take at most (a safety net, never the measure)


def configured_iterations() -> int:
    """The imagined games a decision the server was told to use (else the Expert's)."""
    told = os.environ.get(ITERATIONS_VARIABLE, "").strip()
    if not told:
        return EXPERT_ITERATIONS
    if not told.isdigit() or int(told) < 1:
        raise ValueError(f"{ITERATIONS_VARIABLE} must be a whole number of imagined games, 1 or more, not {told!r}.")
    return int(told)


def configured_budget(seconds: float, seed: int) -> "Budget":
    """The Expert's games within ``seconds``; or the games the server was told, all of them however busy the machine
    (the same seed, the same answer), within TOLD_CEILING."""
    iterations = configured_iterations()
    told = bool(os.environ.get(ITERATIONS_VARIABLE, "").strip())
    return Budget(TOLD_CEILING if told else seconds, iterations, seed)


@dataclass(frozen=True)
class Budget:
    """How long the coach's search thinks: a number of imagined games (fixed, for tests) or else seconds."""

    seconds: float = SECONDS
    iterations: int | None = EXPERT_ITERATIONS
    seed: int = 0


@dataclass(frozen=True)
class Suggestion:
    """One hinted move: its words, chance of winning and imagined games, the sentence of why, how to make it."""

    move: Any
    words: str
    value: float
    visits: int
    sentence: str
    way: Way | None
    course: str = ""  # the course's sentence where the move rests on a chance the course teaches


def lines_for(state, seat: int, budget: Budget) -> list:
    """The search's lines for ``seat`` in ``state``, most tried first, from the seat's view only (never the true
    state)."""
    view = SeatView(state, seat, np.random.default_rng(budget.seed))
    return search.analyse(view, seconds=budget.seconds, seed=budget.seed, iterations=budget.iterations)


@dataclass(frozen=True)
class Asked:
    """One position as a hint asks it, worked out once for all the moves it shows: how each move is made on the
    board, and the worlds (only what the seat sees, the hidden parts dealt afresh) each move is tried in."""

    ways: Ways
    worlds: tuple

    @classmethod
    def of(cls, play, state, seat: int) -> "Asked":
        """The position ``state`` as ``seat`` sees it on ``play``'s board."""
        return cls(Ways(play, state, seat), why.worlds(state, seat))


def suggestion(state, seat: int, play, line, moves: int, asked: Asked | None = None) -> Suggestion:
    """A search line as the learner reads it (``asked``: the position as already asked for its other moves)."""
    asked = asked or Asked.of(play, state, seat)
    way = asked.ways.to(line.move)
    known = why.seen(state, seat, line.move, asked.worlds)
    words = known.words or why.board_words(state, seat, play, way)
    sealed = asked.worlds[0].clone()  # the rule's counts from what the seat sees only (why.WORD_SEEDS[0]: seed 0)
    said = why.sentence(state.game.name, words, line.value, line.visits, known.change, moves,
                        rules.clause(sealed, seat, line.move))
    taught = course.course_words(sealed, seat, line.move)
    return Suggestion(line.move, words, line.value, line.visits, said, way, taught)


def ranked(lines, shown: int = SHOWN) -> list:
    """The ``shown`` moves the search tried most (a move never tried has no chance to offer), listed as a ranking
    must read: by their chance of winning as the learner reads it (two decimals), higher first, and on equal
    chances the one resting on more imagined games first."""
    tried = [line for line in lines if line.visits][:shown]
    return sorted(tried, key=lambda line: (-float(why.chance_words(line.value)), -line.visits))


def hint(state, seat: int, play, budget: Budget = Budget(), shown: int = SHOWN) -> list[Suggestion]:
    """The ``shown`` best moves for ``seat`` now, highest chance first (none when it is not the seat's turn)."""
    if seat not in state.current_players():
        return []
    lines = lines_for(state, seat, budget)
    moves, asked = len(state.legal_moves(seat)), Asked.of(play, state, seat)
    return [suggestion(state, seat, play, line, moves, asked) for line in ranked(lines, shown)]


def hint_words(suggestions: list[Suggestion]) -> str:
    """The hint as the live region reads it: each move's sentence (and the course's, if any), best first."""
    if not suggestions:
        return "There is nothing to hint: it is not your turn."
    return " ".join(f"{n}. {s.sentence}" + (f" {s.course}" if s.course else "") for n, s in enumerate(suggestions, 1))
