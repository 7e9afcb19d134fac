"""Fishing Frenzy's boards and move memos are kept within limits, and a board from the cache plays as a fresh one."""
import random

import pytest

from fishtutor.games import GAMES
from fishtutor.games.fishing_frenzy import board as board_module
from fishtutor.games.fishing_frenzy import tournament
from fishtutor.games.fishing_frenzy.board import BOARDS_KEPT, DEFAULT_MAP, Boards, default_board, load_map

GAME = GAMES["fishing_frenzy"]
TEXT = DEFAULT_MAP.read_text(encoding="utf-8")


def variant(n: int) -> str:
    """The shipped map with its row 2 shifted ``n`` squares along: a different board that still plays."""
    lines = TEXT.split("\n")
    row = lines.index("map:") + 3
    n %= len(lines[row])
    lines[row] = lines[row][n:] + lines[row][:n]
    return "\n".join(lines)


@pytest.fixture
def fresh(monkeypatch):
    """new_state's boards kept afresh for one test."""
    kept = Boards()
    monkeypatch.setattr(tournament, "_BOARDS", kept)
    return kept


def play(state, seed: int, every=None, final: bool = True) -> list:
    """A seeded random game to its end: the legal moves seen at each decision, then (``final``) the final
    position saved; ``every(state)`` is called before each move."""
    rng, seen = random.Random(seed), []
    while not state.is_terminal():
        if every:
            every(state)
        if state.is_chance_node():
            state.apply(state.sample_chance())
        else:
            legal = state.legal_moves()
            seen.append(tuple(map(str, legal)))
            state.apply(legal[int(rng.random() * len(legal))])
    return seen + [state.to_json()] if final else seen


def test_memory_variants_are_different_boards_that_play():
    boards = {load_map(variant(n)) for n in range(1, 12)}
    assert len(boards) == 11 and load_map(TEXT) not in boards
    assert GAME.new_state(2, seed=1, map=variant(3)).board == load_map(variant(3))


def test_memory_only_the_last_few_map_texts_keep_their_boards(fresh):
    boards = [GAME.new_state(2, seed=0, map=variant(n)).board for n in range(1, BOARDS_KEPT + 4)]
    assert len(fresh) == BOARDS_KEPT
    assert GAME.new_state(2, map=variant(BOARDS_KEPT + 3)).board is boards[-1]  # kept: the same object
    assert GAME.new_state(2, map=variant(1)).board is not boards[0]  # fell out: built again (and equal)
    assert GAME.new_state(2, map=variant(1)).board == boards[0]


def test_memory_a_board_that_falls_out_forgets_its_memo_of_moves():
    kept = Boards(size=2)
    first = kept.keep("one", load_map(variant(1)))
    first.cache["x"] = 1
    kept.keep("two", load_map(variant(2)))
    assert first.cache == {"x": 1}
    kept.keep("three", load_map(variant(3)))
    assert kept.get("one") is None and first.cache == {}


def test_memory_the_same_board_written_two_ways_is_kept_once(fresh):
    other = TEXT.replace("Fishing Frenzy: this edition's own board", "Our club's copy of the board", 1)
    assert other != TEXT
    mine = GAME.new_state(2, map=other).board
    assert mine is default_board()  # the edition's own board, written with other words
    assert mine is GAME.new_state(2, map=other + "\n; a last comment\n").board


def test_memory_a_board_memo_past_its_limit_goes_when_a_game_starts(fresh, monkeypatch):
    monkeypatch.setattr(board_module, "MEMO_LIMIT", 50)
    board = GAME.new_state(2, map=variant(1)).board
    play(GAME.new_state(2, seed=3, map=variant(1)), 3, final=False)  # (saving starts a game: its origin)
    assert len(board.cache) > 50
    GAME.new_state(2, seed=4, map=variant(1))
    assert len(board.cache) <= 2  # all gone (the new game has looked up its docks and fish spaces again)


def test_memory_the_kept_memos_stay_within_the_budget_least_recently_used_first():
    kept = Boards(size=4, budget=100)
    boards = [kept.keep(str(n), load_map(variant(n))) for n in range(1, 4)]
    for b in boards:
        b.cache.update((k, k) for k in range(60))
    kept.get("1")  # now the most recently used
    kept.trim(boards[0])
    assert [len(b.cache) for b in boards] == [60, 0, 0]  # the two least recently used went, the one in use stays
    kept.trim(boards[0])
    assert len(boards[0].cache) == 60


def test_memory_the_move_memo_within_one_game_is_bounded(monkeypatch):
    monkeypatch.setattr("fishtutor.games.fishing_frenzy.reach.MEMO_BUDGET", 100)
    state = GAME.new_state(2, seed=5, map=variant(5))
    peak = []
    play(state, 5, every=lambda s: peak.append(len(s.board.cache)))
    assert max(peak) < 300  # the limit and a move's worth of new entries (a whole game fills some 800)


@pytest.mark.parametrize("players, drift", [(2, "ahead"), (4, "sides")])
def test_memory_the_same_seed_gives_the_same_game_from_a_kept_board_or_a_fresh_one(fresh, players, drift):
    text = variant(7)
    cold = play(GAME.new_state(players, seed=11, map=text, drift=drift), 11)
    warm = play(GAME.new_state(players, seed=11, map=text, drift=drift), 11)  # the kept board, memo filled
    kept = fresh.get(text)
    assert kept is not None and len(kept.cache) > 0
    fresh.kept.clear()
    board = GAME.new_state(players, seed=11, map=text, drift=drift).board
    assert board is not kept and board == kept
    afresh = play(GAME.new_state(players, seed=11, map=text, drift=drift), 11)  # a board built again
    forgetting = play(GAME.new_state(players, seed=11, map=text, drift=drift), 11,
                      every=lambda s: s.board.forget() if len(s.history) % 7 == 0 else None)  # memo dropped midway
    assert cold == warm == afresh == forgetting
    assert len(cold) > 20
