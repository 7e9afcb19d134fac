"""A class server shares its cores: searches take seats at a thinking table (one a core), think on a thread that
stands back for learners' clicks, and a search that waited thinks less, never longer."""
import os
import threading
from contextlib import contextmanager

import numpy as np

from fishtutor.bots import SearchBot, SeatView, search, thinking
from fishtutor.games import get


def _nice(tid: int) -> int:
    """A thread's nice value, as Linux reports it."""
    return int(open(f"/proc/self/task/{tid}/stat").read().rsplit(")", 1)[1].split()[16])


def test_only_as_many_searches_think_at_once_as_there_are_seats(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHTUTOR_THINKING_DIR", str(tmp_path))
    monkeypatch.setenv("FISHTUTOR_THINKING_SLOTS", "2")
    with thinking.seat(0.0) as first, thinking.seat(0.0) as second, thinking.seat(0.0) as third:
        assert (first.held, second.held, third.held) == (True, True, False)
    with thinking.seat(0.0) as again:
        assert again.held  # seats are given back when a search ends


def test_thinking_runs_on_a_thread_that_stands_back():
    own = threading.get_native_id()
    thread = thinking.in_background(threading.get_native_id)
    assert thread != own and _nice(thread) == min(_nice(own) + thinking.NICE, 19)


def test_a_search_that_finds_no_free_seat_still_answers_with_a_legal_move(tmp_path, monkeypatch):
    monkeypatch.setenv("FISHTUTOR_THINKING_DIR", str(tmp_path))
    monkeypatch.setenv("FISHTUTOR_THINKING_SLOTS", "1")
    state = get("fish_eat_fish").new_state(2, seed=4)
    view = SeatView(state, state.current_players()[0], np.random.default_rng(4))
    with thinking.seat(0.0) as taken:
        assert taken.held
        bot = SearchBot(1, iterations=400, seconds=1.0)  # waits half of it for a seat that never frees
        move = bot.choose(view)
    assert move in view.legal_moves and os.listdir(tmp_path)
    assert bot.thought <= search.CROWDED  # no seat: it thinks like a lower level rather than crowd the cores


def test_a_search_that_waited_past_its_whole_time_still_answers(monkeypatch):
    @contextmanager
    def slow_seat(patience):
        yield thinking.Seat(waited=patience * 3, held=True)  # a crowded server: the wait overran the patience

    monkeypatch.setattr(thinking, "seat", slow_seat)
    state = get("fish_eat_fish").new_state(2, seed=4)
    view = SeatView(state, state.current_players()[0], np.random.default_rng(4))
    bot = SearchBot(1, iterations=50, seconds=0.5)
    assert bot.choose(view) in view.legal_moves and bot.thought >= 1


def test_where_there_are_no_lock_files_a_search_has_the_whole_budget(monkeypatch):
    monkeypatch.setattr(thinking.locks, "LOCKS", False)  # the static edition: the search runs in the learner's browser
    with thinking.seat(0.0) as own:
        assert own.held and own.waited == 0.0
