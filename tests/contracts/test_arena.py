"""A short arena: Beginner, Novice and Expert come out in order on a small seeded sample, and the same seed gives the
same table; the ratings read the games as they should."""
import pytest

from fishtutor.bots import arena

KEYS = ["random", "greedy", "search-400"]


def _short_arena(keys: list[str], seed: int = 1, games: int = 8) -> arena.Table:
    """A few games of each pairing of these levels in three-player Jumping Fish (eight to hold the levels' order: at
    four, the Expert and Novice won alike, a tie)."""
    return arena.table("jumping_fish", 3, keys, arena.round_robin(keys), games, seed)


@pytest.mark.strength  # a few hundred searched moves: make test, not the edit-test loop
def test_levels_come_out_in_order():
    table = _short_arena(KEYS)
    elo = {key: table.elo[key][0] for key in KEYS}
    assert elo["random"] < elo["greedy"] < elo["search-400"], elo
    assert all(low <= centre <= high for centre, low, high in table.elo.values())


def test_the_same_seed_gives_the_same_table():
    keys = ["random", "search-30"]
    assert _short_arena(keys, seed=3, games=4) == _short_arena(keys, seed=3, games=4)  # a replay needs no more


def test_a_winner_beats_every_seat_that_did_not_win_and_equal_seats_draw():
    game = arena.Game("fish_frenzy", 3, ("greedy", "random", "random"), (1.0, 0.0, 0.0), (9, 4, 4))
    assert arena.comparisons(game) == [("greedy", "random", 1.0), ("greedy", "random", 1.0)]
    shared = arena.Game("fish_frenzy", 3, ("greedy", "random", "greedy"), (0.5, 0.5, 0.0), (7, 7, 3))
    assert arena.comparisons(shared) == [("greedy", "random", 0.5), ("random", "greedy", 1.0)]


def test_bradley_terry_puts_the_level_that_wins_more_higher():
    results = [("b", "a", 1.0)] * 8 + [("b", "a", 0.0)] * 2 + [("c", "b", 1.0)] * 7 + [("c", "b", 0.0)] * 3
    strength = arena.bradley_terry(results, ["a", "b", "c"])
    assert strength["a"] == 0.0 < strength["b"] < strength["c"]


def test_make_arena_writes_a_table_and_a_plot_and_refuses_an_unknown_table(tmp_path):
    from fishtutor.bots import arena_report

    arena_report.main(["--games", "1", "--only", "jumping_fish:3", "--out", str(tmp_path)])
    table = (tmp_path / "arena.md").read_text().splitlines()
    assert table[0].startswith("| Game | Players | Beginner | Novice |") and table[2].startswith("| Jumping Fish | 3 |")
    assert (tmp_path / "arena.svg").read_text().startswith("<svg") and "Jumping Fish, 3 players" in \
        (tmp_path / "arena.svg").read_text()
    with pytest.raises(SystemExit, match="played by 3 to 6"):
        arena_report.main(["--only", "jumping_fish:9", "--out", str(tmp_path)])


def test_the_ceiling_sees_the_true_position_and_the_levels_never_do():
    import numpy as np

    from fishtutor.bots import SeatView
    from fishtutor.bots.ceiling import OpenView
    from fishtutor.games import get

    state = get("fish_frenzy").new_state(3, seed=2)
    assert OpenView(state, 0, np.random.default_rng(1)).sample_state().snapshot() == state.snapshot()
    assert SeatView(state, 0, np.random.default_rng(1)).sample_state().snapshot() != state.snapshot()
