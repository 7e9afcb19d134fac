"""The information-set search: legal moves ranked with win chances, reproducible from a seed, sealed, and a level."""
import numpy as np
import pytest

from fishtutor.bots import LEVELS, Line, SearchBot, SeatView, advance, analyse, analyse_move, make_bot
from fishtutor.games import get


def _view(name: str, players: int, seed: int = 3, seat: int = 0) -> SeatView:
    """A seat's view a few moves into a seeded game played at random."""
    game = get(name)
    state = game.new_state(players, seed=seed)
    advance(state, {s: make_bot("random", s) for s in range(players)}, np.random.default_rng(seed), stop_for=(seat,))
    return SeatView(state, seat, np.random.default_rng(seed))


@pytest.mark.parametrize("name, players", [("fish_frenzy", 3), ("fish_eat_fish", 2), ("cats_in_the_barrel", 4),
                                           ("jumping_fish", 3), ("fishing_frenzy", 2)])
def test_analyse_ranks_every_legal_move_with_a_win_chance(name, players):
    view = _view(name, players)
    lines = analyse(view, seconds=30.0, seed=1, iterations=40)
    assert sorted(map(repr, (line.move for line in lines))) == sorted(map(repr, view.legal_moves))
    assert all(isinstance(line, Line) and 0.0 <= line.value <= 1.0 for line in lines)
    assert [line.visits for line in lines] == sorted((line.visits for line in lines), reverse=True)
    assert sum(line.visits for line in lines) == 40


def test_same_seed_and_iteration_cap_same_answer():
    view = _view("fish_eat_fish", 2)
    first = analyse(view, seconds=30.0, seed=7, iterations=60)
    again = analyse(_view("fish_eat_fish", 2), seconds=30.0, seed=7, iterations=60)
    assert first == again


def test_bad_budgets_are_refused_with_a_reason():
    view = _view("fish_frenzy", 3)
    with pytest.raises(ValueError, match="positive number of seconds"):
        analyse(view, seconds=0, seed=1)
    with pytest.raises(ValueError, match="iteration cap"):
        analyse(view, seconds=1.0, seed=1, iterations=0)


def test_levels_run_from_beginner_to_expert_and_make_bots_by_key():
    assert [level.key for level in LEVELS][:2] == ["random", "greedy"]
    assert LEVELS[0].name == "Beginner" and LEVELS[-1].name == "Expert"
    for level in LEVELS:
        assert level.what_it_does and make_bot(level.key, 5).choose(_view("fish_frenzy", 3)) is not None
    assert isinstance(make_bot(LEVELS[-1].key, 1), SearchBot)


@pytest.mark.parametrize("name, players", [("fish_eat_fish", 2), ("cats_in_the_barrel", 4), ("fishing_frenzy", 2)])
def test_the_search_answers_alike_for_every_position_the_seat_cannot_tell_apart(name, players):
    """Two positions that differ only in what the seat cannot see (hidden cards, secret picks, the deck, the dice
    to come) get the same answer: the search reads the seat's view alone."""
    state, rng = get(name).new_state(players, seed=11), np.random.default_rng(11)
    bots = {s: make_bot("greedy", s) for s in range(players)}
    for _ in range(200):  # on to a turn of seat 0 with something hidden from it
        advance(state, bots, rng, stop_for=(0,))
        other = state.determinize(0, np.random.default_rng(99))  # the same view, everything hidden dealt afresh
        if other.snapshot() != state.snapshot():
            break
        state.apply(bots[0].choose(SeatView(state, 0, rng)), 0)
    assert other.observation(0) == state.observation(0) and other.snapshot() != state.snapshot()
    answers = [analyse(SeatView(s, 0, np.random.default_rng(1)), seconds=60.0, seed=5, iterations=30)
               for s in (state, other)]
    assert answers[0] == answers[1]


def test_a_position_instead_of_a_view_is_refused():
    state = get("fish_eat_fish").new_state(2, seed=1)
    with pytest.raises(TypeError, match="seat's view"):
        analyse(state, seconds=1.0, seed=1)
    with pytest.raises(ValueError, match="seed is a whole number"):
        analyse(_view("fish_eat_fish", 2), seconds=1.0, seed="7")


@pytest.mark.parametrize("name, players", [("jumping_fish", 3), ("fish_eat_fish", 2)])
def test_one_move_is_valued_by_imagined_games_that_all_begin_with_it(name, players):
    """The review's way to grade a move the search did not try: every imagined game begins with it, the worlds
    dealt from the same seed, the same answer each time; a move the seat may not make is refused."""
    view = _view(name, players)
    move = view.legal_moves[-1]
    line = analyse_move(view, move, seconds=30.0, seed=4, iterations=25)
    assert line.move == move and line.visits == 25 and 0.0 <= line.value <= 1.0
    assert analyse_move(_view(name, players), move, seconds=30.0, seed=4, iterations=25) == line
    with pytest.raises(ValueError, match="not a move the seat may make here"):
        analyse_move(view, "no such move", seconds=30.0, seed=4, iterations=5)
