"""A stand-in for the search bot with the same call (``analyse``): each move tried in imagined games, worlds
dealt from what the seat can see, played out to the end at random; its value is the share of those games won.
Weak, but honest about what it computed; seeded."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from fishtutor.bots import SeatView

STEP_LIMIT = 2_000  # moves in one imagined game before it is scored as it stands
DEFAULT_ITERATIONS = 200


@dataclass(frozen=True)
class Line:
    """One move with its value (the chance the seat wins, in [0, 1]) and the imagined games behind it."""

    move: Any
    value: float
    visits: int


def win_share(state, seat: int) -> float:
    """The seat's share of the win: 1 alone, 1/k when k share it, 0 when it does not win (a game cut short is
    judged by its winners now)."""
    winners = state.winners()
    return 1 / len(winners) if seat in winners else 0.0


def play_out(state, rng: np.random.Generator) -> None:
    """Play ``state`` on to its end: chance as the world deals it, every seat at random."""
    for _ in range(STEP_LIMIT):
        seats = state.current_players()
        if not seats:
            return
        if state.is_chance_node():
            state.apply(state.sample_chance())
            continue
        moves = state.legal_moves(seats[0])
        state.apply(moves[int(rng.integers(len(moves)))], seats[0])


def analyse(view: SeatView, *, seconds: float, seed: int, iterations: int | None = None) -> list[Line]:
    """Each legal move's share of imagined games won, best first; ``iterations`` games in all (else as many as
    ``seconds`` allow), spread evenly over the moves."""
    rng = np.random.default_rng(seed)
    moves = view.legal_moves
    won, played = [0.0] * len(moves), [0] * len(moves)
    budget = iterations if iterations is not None else None
    deadline = time.monotonic() + seconds
    done = 0
    while (done < budget) if budget is not None else (time.monotonic() < deadline or done < len(moves)):
        i = done % len(moves)
        world = view.sample_state()
        world.apply(moves[i], view.seat)
        play_out(world, rng)
        won[i] += win_share(world, view.seat)
        played[i] += 1
        done += 1
    lines = [Line(m, won[i] / played[i] if played[i] else 0.0, played[i]) for i, m in enumerate(moves)]
    return sorted(lines, key=lambda line: (-line.value, -line.visits))
