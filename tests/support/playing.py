"""Seeded random play shared by the property tests: chance by its seed, any seat due to act, any legal move."""
import os


def legal_step(state, rng):
    """A random legal move for whoever acts (chance by its seed), and the seat (None for chance)."""
    if state.is_chance_node():
        return state.sample_chance(), None
    seats = state.current_players()
    seat = seats[int(rng.integers(len(seats)))]
    moves = state.legal_moves(seat)
    return moves[int(rng.integers(len(moves)))], seat


def random_step(state, rng) -> None:
    """Make one random legal move (or deal the seeded chance outcome)."""
    move, seat = legal_step(state, rng)
    state.apply(move, seat)


QUICK = os.environ.get("FISHTUTOR_QUICK_SWEEPS", "") not in ("", "0")  # set by make check only


def sweep(games: int) -> int:
    """How many seeded games a random-play sweep plays: all of them, or a tenth under make check."""
    return max(1, games // 10) if QUICK else games
