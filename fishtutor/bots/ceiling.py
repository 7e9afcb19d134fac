"""The ceiling where luck rules a game: the Expert's own search allowed to see every hidden card (the true position,
the deck's order and the dice to come included), set against the same greedy table as the Expert. Arena only: no
learner ever plays it. ``python -m fishtutor.bots.ceiling NAME:PLAYERS [GAMES] [SEED]`` prints both shares."""
from __future__ import annotations

import sys

import numpy as np

from fishtutor.games import get

from .arena import Game, _unhurried
from .base import SeatView
from .levels import LEVELS, level


class OpenView(SeatView):
    """A seat's view that hands out the true position itself, for the ceiling alone."""

    def __init__(self, state, seat: int, rng: np.random.Generator):
        super().__init__(state, seat, rng)
        self._truth = state.clone()

    def sample_state(self, rng: np.random.Generator | None = None):
        """The true position (nothing re-dealt)."""
        return self._truth.clone()


def play(name: str, players: int, seat: int, seeing: bool, field: str, seed: int) -> Game:
    """One game: the Expert in ``seat`` (seeing every hidden card if ``seeing``), ``field`` bots elsewhere."""
    state, rng = get(name).new_state(players, seed=seed), np.random.default_rng(seed)
    expert = LEVELS[-1].key
    bots = {s: _unhurried((level(expert) if s == seat else level(field)).make(seed * 31 + s)) for s in range(players)}
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance())
            continue
        now = state.current_players()[0]
        view = (OpenView if seeing and now == seat else SeatView)(state, now, rng)
        state.apply(bots[now].choose(view), now)
    winners = state.winners()
    shares = tuple(1 / len(winners) if s in winners else 0.0 for s in range(players))
    levels = tuple(("seer" if seeing else expert) if s == seat else field for s in range(players))
    return Game(name, players, levels, shares, tuple(state.scores()))


def shares(name: str, players: int, games: int, seed: int, field: str = "greedy") -> tuple[float, float]:
    """The Expert's mean share of the win against ``field`` bots, and the seeing Expert's, on the same seeded games
    (each as a multiple of a fair share)."""
    totals = []
    for seeing in (False, True):
        played = [play(name, players, k % players, seeing, field, seed * 1000 + k) for k in range(games)]
        totals.append(sum(g.shares[k % players] for k, g in enumerate(played)) / games * players)
    return totals[0], totals[1]


def main(argv: list[str]) -> None:
    """Print the Expert's share and the ceiling's for one table."""
    name, _, count = argv[0].partition(":")
    games = int(argv[1]) if len(argv) > 1 else 20
    seed = int(argv[2]) if len(argv) > 2 else 1
    expert, seer = shares(name, int(count), games, seed)
    print(f"{get(name).title}, {count} players, {games} games: Expert {expert:.2f}× a fair share, the same search "
          f"seeing every hidden card {seer:.2f}×; the Expert reaches {expert / seer:.0%} of that ceiling"
          if seer else f"{get(name).title}: the ceiling won nothing in {games} games")


if __name__ == "__main__":
    main(sys.argv[1:])
