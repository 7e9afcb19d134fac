"""Bots play any game through the protocol, never see hidden cards, and the greedy one plays sensibly."""
import numpy as np

from fishtutor.bots import GreedyBot, RandomBot, SeatView, advance, make_bot, play_game
from fishtutor.games import get

FF = get("fish_frenzy")


def test_bots_only_choose_legal_moves_and_finish_games():
    for seed in range(5):
        state = play_game(FF.new_state(4, seed=seed), {s: make_bot("random" if s else "greedy", seed) for s in range(4)},
                          np.random.default_rng(seed))
        assert state.is_terminal() and state.winners()


def test_greedy_beats_random_most_of_the_time():
    wins = 0
    for seed in range(40):
        state = FF.new_state(4, seed=seed)
        play_game(state, {0: GreedyBot(seed), 1: RandomBot(seed), 2: RandomBot(seed + 1), 3: RandomBot(seed + 2)},
                  np.random.default_rng(seed))
        wins += 0 in state.winners()
    assert wins >= 30, wins


def test_same_seeds_same_game_with_bots():
    runs = []
    for _ in range(2):
        state = FF.new_state(5, seed=9)
        play_game(state, {s: GreedyBot(s) for s in range(5)}, np.random.default_rng(4))
        runs.append(state.history)
    assert runs[0] == runs[1]


def test_a_bot_sees_an_observation_and_a_redealt_deck_never_the_true_order():
    state = FF.new_state(4, seed=5)
    advance(state, {}, np.random.default_rng(0), stop_for=(0,))
    view = SeatView(state, 0, np.random.default_rng(1))
    assert "deck" not in view.observation and view.observation["deck_size"] == len(state.deck)
    guess = view.sample_state()
    assert sorted(guess.deck) == sorted(state.deck) and guess.deck != state.deck
    assert guess.boats == state.boats


def test_make_bot_explains_unknown_names():
    try:
        make_bot("clever")
    except ValueError as err:
        assert "random, greedy" in str(err)
    else:
        raise AssertionError("an unknown bot name must be refused")
