"""Stratified seeded sweeps: every (player count, variant) plays its own seeded games until what it reaches (kinds
of position and move, refusals, endings) has stopped growing, so the games are spent where states differ."""
from typing import Callable, Iterable

from .playing import QUICK

PATIENCE = 40  # a stratum stops once this many games in a row reached nothing it had not reached before
LEAST = 12  # ...and not before it has played this many


def strata(game) -> list[tuple[int, dict]]:
    """Every (player count, rules variant) of the game."""
    return [(players, options) for players in range(game.min_players, game.max_players + 1)
            for options in game.variants]


def actor(state) -> str:
    """Who acts here: chance, one seat, several seats at once, or nobody (the game is over)."""
    seats = state.current_players()
    if not seats:
        return "over"
    return "chance" if state.is_chance_node() else "together" if len(seats) > 1 else "turn"


def position_kind(state) -> tuple:
    """A position's kind: the game's phase (if it names one) and who acts."""
    return getattr(state, "phase", None), actor(state)


def move_kind(state, move) -> tuple:
    """A move's kind: the kind of position it is made in and the kind of move record it is."""
    return (*position_kind(state), type(move).__name__)


def offered(state, seat) -> frozenset:
    """The kinds of move record the seat to act (or chance) may choose from here (already worked out to pick)."""
    return frozenset(type(move).__name__ for move in state.legal_moves(seat))


def ending(state) -> tuple:
    """A finished game's kind: one winner or a shared victory."""
    return "over", min(len(state.winners()), 2)


def sweep_strata(game, games: int, play: Callable[[int, dict, int], Iterable], least: int = LEAST,
                 patience: int = PATIENCE) -> tuple[set, int]:
    """Play each stratum's seeded games (``play(players, options, seed)`` returns what the game reached) until
    ``patience`` in a row add nothing to that stratum's reach, at least ``least`` and at most its share of ``games``
    (a quarter of both under make check, where the share is a tenth).
    Returns everything reached (each tagged with its stratum) and how many games were played."""
    kinds = strata(game)
    share = max(1, games // len(kinds))
    least, patience = (max(1, least // 4), max(2, patience // 4)) if QUICK else (least, patience)
    reached, played = set(), 0
    for k, (players, options) in enumerate(kinds):
        local, quiet = set(), 0
        for j in range(share):
            found = set(play(players, options, 1000 * k + j))
            quiet = 0 if found - local else quiet + 1
            local |= found
            played += 1
            if j + 1 >= least and quiet >= patience:
                break
        reached |= {(k, *item) for item in local}
    return reached, played


def overall(reached: set) -> set:
    """What the sweep reached in any stratum (the stratum tag dropped)."""
    return {item[1:] for item in reached}
