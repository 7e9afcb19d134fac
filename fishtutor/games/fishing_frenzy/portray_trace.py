"""The moves just made, traced on the map: the way each Captain's boat went on its latest move.

The paths come from replaying the game's own history (the rules' routes, drifts and groundings included); the
replay is kept and extended move by move, so a long tournament is not replayed from the start at every click."""
from __future__ import annotations

from dataclasses import dataclass

from .moves import Drift, Sail

KEPT = 8  # games whose replay is kept (a page shows one game at a time; lessons make a few)


@dataclass
class _Replay:
    """A copy of a game played up to ``count`` moves, and the ways boats went so far (seat, path)."""

    state: object
    count: int
    paths: list


_REPLAYS: dict[int, _Replay] = {}


def _path(state, seat: int, move) -> tuple:
    """The squares a Sail or Drift about to be made passes through, start first."""
    from .legality import options
    how = options(state).get(move)
    c, r = state.boats[seat]
    return ((c, r),) + tuple(how.path) if how is not None and c >= 0 else ()


def _replay_for(state) -> _Replay:
    """The kept replay of this game, extended to its latest move (started afresh if the game went back)."""
    kept = _REPLAYS.get(id(state))
    history = state.history
    if kept is None or kept.count > len(history) or kept.state.history != history[:kept.count]:
        kept = _Replay(state.start(), 0, [])
        if len(_REPLAYS) >= KEPT:
            _REPLAYS.pop(next(iter(_REPLAYS)))
        _REPLAYS[id(state)] = kept
    for seat, move in history[kept.count:]:
        if type(move) in (Sail, Drift):
            kept.paths.append((seat, _path(kept.state, seat, move)))
            del kept.paths[:-KEPT * 2]
        kept.state.apply(move, seat)
    kept.count = len(history)
    return kept


def recent_paths(state) -> list[tuple[int, tuple]]:
    """The latest way each Captain's boat went, oldest first, for at most one round of moves."""
    paths = _replay_for(state).paths
    latest: dict[int, tuple] = {}
    for seat, path in paths[-state.n:]:
        latest.pop(seat, None)
        latest[seat] = path
    return [(seat, path) for seat, path in latest.items() if len(path) > 1]
