"""A lesson whose task is to play on (a round, a turn round the table, a game's end) offers "Next lesson ▶" under
its praise once done, as every other finished lesson does; only the closing full game has none."""
import numpy as np
import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor

PLAY_ON = [(game, i) for game, steps in LESSONS.items() for i, step in enumerate(steps)
           if step.task.kind == "play" and step.rule != "play"]
MOST_MOVES = 400


def play_until_done(tutor: Tutor, seed: int) -> None:
    """The learner plays seeded legal moves on the lesson's board, through the board's own handlers, until the
    lesson's task is done (or the game is over)."""
    board, rng = tutor.board, np.random.default_rng(seed)
    for _ in range(MOST_MOVES):
        session = board.session
        if session.coach.done or session.state.is_terminal():
            return
        moves = session.state.legal_moves(session.seat)
        session.try_move(moves[rng.integers(len(moves))])
        board.refresh()


def test_the_lessons_that_play_on_are_found():
    assert ("fish_frenzy", 4) in PLAY_ON and len(PLAY_ON) >= 4


@pytest.mark.parametrize("game,index", PLAY_ON)
def test_a_finished_lesson_that_plays_on_offers_next_under_its_praise(game, index):
    tutor = Tutor(game, start=index)
    assert tutor.next_below.layout.display == "none"
    play_until_done(tutor, index)
    session = tutor.board.session
    assert session.coach.done and session.feedback.kind == "done", (session.feedback, session.state.log())
    assert tutor.next_below.layout.display == "", f"{game} lesson {index + 1}: no Next under its praise"
    assert tutor.nav[2].button_style == "success" and not tutor.errors
    tutor.next_below.click()
    assert tutor.index == index + 1 and tutor.next_below.layout.display == "none"


@pytest.mark.parametrize("game,index", PLAY_ON[:2])
def test_a_double_tap_on_next_under_the_praise_opens_one_lesson_not_two(game, index):
    """Both taps of a double tap reach the kernel, the second after the first opened the next lesson: the second
    was meant for the lesson just left, so it skips nothing."""
    tutor = Tutor(game, start=index)
    play_until_done(tutor, index)
    tutor.next_below.click()
    tutor.next_below.click()
    assert tutor.index == index + 1 and not tutor.errors
