"""The moves just made, traced on the map: the way each Captain's boat went on its latest move.

The paths come from replaying the game's own history (the rules' routes, drifts and groundings included); the
replay is kept and extended move by move, so a long tournament is not replayed from the start at every click."""
from __future__ import annotations

from dataclasses import dataclass

from .legality import options
from .moves import Drift, Sail

KEPT = 8  # games whose replay is kept (a page shows one game at a time; lessons make a few)


@dataclass
class _Replay:
    """A copy of a game played up to ``count`` moves, and the ways boats went so far (seat, path)."""

    origin: object  # the game's starting position (kept, so its id is not reused while the replay is kept)
    state: object
    count: int
    paths: list


_REPLAYS: dict[int, _Replay] = {}


def _path(state, seat: int, move) -> tuple:
    """The squares a Sail or Drift about to be made passes through, start first."""
    how = options(state).get(move)
    c, r = state.boats[seat]
    return ((c, r),) + tuple(how.path) if how is not None and c >= 0 else ()


def _replay_for(state) -> _Replay:
    """The kept replay of this game (copies of one game share it), extended to its latest move; started afresh
    when the game went back or took another turn."""
    key = id(state.origin)
    kept = _REPLAYS.get(key)
    history = state.history
    if kept is None or kept.origin is not state.origin or kept.count > len(history) or \
            kept.state.history != history[:kept.count]:
        kept = _Replay(state.origin, state.start(), 0, [])
        if len(_REPLAYS) >= KEPT:
            _REPLAYS.pop(next(iter(_REPLAYS)))
        _REPLAYS[key] = kept
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
