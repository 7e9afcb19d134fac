"""The coach in the full game, driven as the page drives it (no browser): the level chooser, "The bots are
thinking" said while they choose, a hint lit on the board and made with Enter, the review graded by cost with its
thresholds stated, and a second try at a decision judged by the same search."""
import re

import numpy as np
import pytest

from fishtutor.bots import LEVELS, SearchBot, SeatView, analyse
from fishtutor.coach.hint import ITERATIONS_VARIABLE, Budget, configured_iterations, ranked
from fishtutor.coach.rules import capital, your_move
from fishtutor.coach.review import BLUNDER, GRADES, decision_words, decisions, grade, thresholds_words
from fishtutor.tutor import Tutor
from fishtutor.tutor.board import THINKING
from fishtutor.tutor.coach_panel import RETRY
from tests.support.widgets import centre

GAME = "fish_frenzy"
SMALL = 12  # imagined games a decision: small, so the tests are quick


@pytest.fixture
def small(monkeypatch):
    monkeypatch.setenv(ITERATIONS_VARIABLE, str(SMALL))


def full_game(level: str, seed: str = "2026") -> Tutor:
    """A Fish Frenzy tutor on its full game, a new game started against bots of ``level``."""
    tutor = Tutor(GAME, start=0)
    tutor.go(len(tutor.steps) - 1)
    tutor.bot_kind.value, tutor.game_seed.value = level, seed
    tutor.new_game()
    return tutor


def play_to_the_end(tutor: Tutor) -> None:
    """The learner makes the last legal move each turn until the game is over."""
    session = tutor.board.session
    while not session.state.is_terminal():
        session.try_move(session.state.legal_moves(session.seat)[-1])
    tutor.board.refresh()


def test_grades_and_their_thresholds_are_stated():
    assert [grade(c) for c in (0.0, 0.02, 0.04, 0.08, 0.15, 0.21, 1.0)] == \
        ["best", "best", "good", "inaccuracy", "mistake", BLUNDER, BLUNDER]
    said = thresholds_words()
    for name, most in GRADES:
        assert f"{name}: costs at most {most:.2f}" in said
    assert f"{BLUNDER}: costs more than {GRADES[-1][1]:.2f}" in said


def test_a_bad_iteration_setting_is_refused_clearly(monkeypatch):
    monkeypatch.setenv(ITERATIONS_VARIABLE, "lots")
    with pytest.raises(ValueError, match="whole number of imagined games"):
        configured_iterations()


def test_the_level_chooser_offers_every_level_by_name_and_what_it_does():
    tutor = Tutor(GAME, start=0)
    tutor.go(len(tutor.steps) - 1)
    offered = dict((key, label) for label, key in tutor.bot_kind.options)
    assert list(offered) == [level.key for level in LEVELS]
    for level in LEVELS:
        assert offered[level.key] == f"{level.name}: {level.what_it_does}"
    tutor.bot_kind.value = LEVELS[2].key
    tutor.new_game()
    assert all(isinstance(bot, SearchBot) for bot in tutor.board.session.bots.values())


def test_the_page_says_the_bots_are_thinking_while_they_choose(small):
    tutor = full_game(LEVELS[2].key)
    heard = []
    tutor.board.words.observe(lambda change: heard.append(change["new"]), names="news")
    session = tutor.board.session
    tutor.board.on_click(*centre(tutor, sorted(session.lit_now().targets)[0]))
    assert len(session.state.history) > 0 and THINKING in heard
    assert heard[-1] != THINKING  # the bots' moves replace the words once they are made


@pytest.mark.parametrize("level", [LEVELS[0].key, LEVELS[1].key])
def test_bots_that_answer_at_once_move_without_a_thinking_notice(level):
    tutor = full_game(level)
    heard = []
    tutor.board.words.observe(lambda change: heard.append(change["new"]), names="news")
    session = tutor.board.session
    tutor.board.on_click(*centre(tutor, sorted(session.lit_now().targets)[0]))
    assert any(seat not in (-1, session.seat) for seat, _move in session.state.history), "the bots moved"
    assert THINKING not in heard and THINKING not in tutor.board.feedback.value  # no words the next ones replace


def test_a_hint_is_said_lit_on_the_board_and_made_with_enter(small):
    tutor = full_game("greedy")
    session = tutor.board.session
    before = len(session.state.history)
    tutor.coach.on_hint()
    said = tutor.board.words.news
    assert said.startswith("1. ") and "you win with chance" in said and said in tutor.coach.hint_box.value.replace(
        "&#x27;", "'")
    first = said[3:said.index(": you win")]  # the move said to the learner as theirs ("Land on boat 2")
    lit = session.lit_now().targets
    assert len(lit) == 1 and tutor.board.session.shown.lit.targets == lit  # the board drawn shows it lit
    tutor.board.on_board_focus(True)
    tutor.board.on_key("Enter")  # the keyboard starts on the lit target: Enter makes the hinted move
    made = session.state.history[before][1]
    assert capital(your_move(session.state.replay(before), session.seat, made)[0]) == first
    assert tutor.coach.hint_box.value == ""  # the hint spoke of a position left behind


def test_review_grades_each_decision_by_its_cost_biggest_first(small):
    tutor = full_game("greedy")
    assert tutor.coach.review_button.layout.display == "none"  # no review before the game is over
    play_to_the_end(tutor)
    assert tutor.coach.review_button.layout.display == ""
    tutor.coach.on_review()
    found = tutor.coach.reviewed
    assert found and [d.cost for d in found] == sorted((d.cost for d in found), reverse=True)
    state, seat = tutor.board.session.state, tutor.board.session.seat
    for decision in found[:3]:  # the numbers are the search's for that position
        assert state.history[decision.index] == (seat, decision.played)
        best = ranked(decision.lines)[0]  # the best found as a hint lists it: the highest chance of the most tried
        assert decision.best == best.move and decision.best_value == best.value
        assert decision.cost == pytest.approx(max(0.0, decision.best_value - decision.played_value))
    assert thresholds_words() in tutor.coach.review_box.value
    assert tutor.board.words.news.startswith("Review of your game:")
    buttons = [item.children[1] for item in tutor.coach.items.children]
    assert buttons and all(b.description.startswith(RETRY) for b in buttons)


def test_a_second_try_replays_the_position_and_is_judged_by_the_same_search(small):
    tutor = full_game("greedy")
    play_to_the_end(tutor)
    tutor.coach.on_review()
    worst = tutor.coach.reviewed[0]
    tutor.coach.items.children[0].children[1].click()
    session = tutor.board.session
    assert len(session.state.history) == worst.index and session.my_turn()
    assert "Find a better move" in tutor.board.words.news
    session.try_move(worst.best)
    tutor.board.refresh()
    did = your_move(session.state.replay(worst.index), session.seat, worst.best)[1]  # "landed on boat 2"
    assert tutor.board.words.news.startswith(f"Found it: you {did}, the best move found here")


def test_decisions_use_the_searchs_own_values(small):
    tutor = full_game("random")
    play_to_the_end(tutor)
    state, seat = tutor.board.session.state, 0
    budget = Budget(600.0, SMALL, 3)
    for decision in decisions(state, seat, budget)[:2]:
        position = state.replay(decision.index)
        seed = budget.seed + decision.index
        lines = analyse(SeatView(position, seat, np.random.default_rng(seed)), seconds=600.0, seed=seed,
                        iterations=SMALL)
        assert tuple(lines) == decision.lines


def test_a_new_game_after_a_second_try_is_reviewed_too(small):
    tutor = full_game("greedy")
    play_to_the_end(tutor)
    tutor.coach.on_review()
    tutor.coach.items.children[0].children[1].click()  # a second try, left without a move
    tutor.new_game()
    play_to_the_end(tutor)
    assert tutor.coach.review_button.layout.display == ""  # the new game's review is offered


CHANCE = re.compile(r"\(chance ([01]\.\d\d)\)")


def test_a_reviews_better_moves_read_as_ranked(small):
    """Each better move a review names has a higher chance than the move played, the highest named first."""
    tutor = full_game("greedy")
    play_to_the_end(tutor)
    tutor.coach.on_review()
    named = 0
    for n, decision in enumerate(tutor.coach.reviewed, 1):
        said = decision_words(decision, n, GAME)
        played, *better = [float(c) for c in CHANCE.findall(said)]
        assert better == sorted(better, reverse=True) and all(b > played for b in better), said
        named += len(better)
    assert named, "no decision named a better move: nothing was checked"
