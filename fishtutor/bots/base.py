"""What a bot is given: its seat's view of the game, never the true state with its hidden cards."""
from __future__ import annotations

import json
from typing import Any, Protocol

import numpy as np

from fishtutor.core.protocol import State, move_to_json

SEAL_SEED = 0  # the hidden parts of a view's own position are dealt from this; they tell the bot nothing


class SeatView:
    """One seat's view: what it observes, its legal moves, and re-dealt copies to think ahead with.
    It keeps no reference to the true state: its position is a sealed copy (``State.determinize``)."""

    def __init__(self, state: State, seat: int, rng: np.random.Generator):
        self.seat = seat
        self.rng = rng
        self.observation = json.loads(json.dumps(state.observation(seat)))  # nothing shared with the state
        self.legal_moves = state.legal_moves(seat)  # a tuple of immutable moves
        self._position = state.determinize(seat, np.random.default_rng(SEAL_SEED))

    def sample_state(self, rng: np.random.Generator | None = None) -> State:
        """A full position consistent with this seat's observation, hidden parts dealt afresh (from ``rng`` if
        given, so that a search can deal its worlds from a seed of its own; else from the view's)."""
        return self._position.determinize(self.seat, self.rng if rng is None else rng)

    def to_json(self) -> dict:
        """Everything the view holds, as JSON-ready data (what a bot could ever read)."""
        return {"seat": self.seat, "observation": self.observation,
                "legal_moves": [move_to_json(m) for m in self.legal_moves], "position": self._position.to_json()}


class Bot(Protocol):
    """Anything that picks a legal move from a seat's view."""

    name: str
    thinks: bool  # a move takes it long enough (a search) that the page says it is thinking; a quick bot's does not

    def choose(self, view: SeatView) -> Any:
        """One of ``view.legal_moves``."""


def advance(state: State, bots: dict[int, Bot], rng: np.random.Generator, stop_for: tuple[int, ...] = (),
            limit: int = 10_000, viewer: int | None = None) -> list[str]:
    """Play chance and the bots' seats until only seats in ``stop_for`` are left to act, or the game ends.

    Returns what happened, in words as ``viewer`` reads them (runs of chance summed up by the game). Chance
    follows the seed."""
    said: list[str] = []
    chance: list[str] = []
    for _ in range(limit):
        seats = [s for s in state.current_players() if s not in stop_for]
        if not seats:
            break  # the game is over, or only the seats in stop_for are left to act
        if state.is_chance_node():
            move, seat = state.sample_chance(), None
            chance.append(state.describe(move, seat, viewer))
        else:
            said += state.summarize_chance(chance) if chance else []
            chance = []
            seat = seats[0]  # at a secret choice, bots fix theirs first; nobody sees it until all have chosen
            move = bots[seat].choose(SeatView(state, seat, rng))
            said.append(state.describe(move, seat, viewer))
        state.apply(move, seat)
    return said + (state.summarize_chance(chance) if chance else [])


def play_game(state: State, bots: dict[int, Bot], rng: np.random.Generator) -> State:
    """Play a whole game with bots in every seat; returns the finished state."""
    advance(state, bots, rng)
    return state
