"""The coach speaks to the learner of their own moves as theirs, in all five tutors, in the panel's words and in what
the live region reads: a seeded full game, a hint asked at the learner's first decisions, the review once it is over
and a second try at its biggest mistake; none of it names the learner's own colour ("Yellow flies to boat 2" read
to Yellow as another player's move), and the hint's first move is said in the game's own verb."""
import html
import re

import numpy as np
import pytest

from fishtutor.coach.hint import ITERATIONS_VARIABLE
from fishtutor.tutor import Tutor

TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")
HINTS = 2  # hints asked in each game, at the learner's first decisions


@pytest.fixture
def small(monkeypatch):
    monkeypatch.setenv(ITERATIONS_VARIABLE, "12")


def shown(widget_html: str) -> str:
    """What an HTML widget shows, as text."""
    return html.unescape(re.sub(r"<[^>]+>", " ", widget_html))


def heard_and_shown(tutor: Tutor, box) -> list[str]:
    """What the live region says now and what the box shows."""
    return [tutor.board.words.news, shown(box.value)]


@pytest.mark.parametrize("name", TUTORS)
def test_the_coach_says_the_learners_moves_as_theirs(small, name):
    tutor = Tutor(name, start=0)
    tutor.go(len(tutor.steps) - 1)
    tutor.bot_kind.value, tutor.game_seed.value = "greedy", "17"
    tutor.new_game()
    session, rng = tutor.board.session, np.random.default_rng(17)
    colour = session.state.seat_name(session.seat).split()[0]
    said, hints = [], 0
    while not session.state.is_terminal():
        moves = session.state.legal_moves(session.seat)
        if hints < HINTS and len(moves) > 1:
            tutor.coach.on_hint()
            said += heard_and_shown(tutor, tutor.coach.hint_box)
            assert tutor.board.words.news.startswith("1. ") and not tutor.board.words.news.startswith(f"1. {colour}")
            hints += 1
        session.try_move(moves[int(rng.integers(len(moves)))])
    tutor.board.refresh()
    tutor.coach.on_review()
    said += heard_and_shown(tutor, tutor.coach.review_box)
    said += [shown(item.children[0].value) for item in tutor.coach.items.children]
    worst = tutor.coach.reviewed[0]
    tutor.coach.items.children[0].children[1].click()  # a second try at the biggest mistake
    said += heard_and_shown(tutor, tutor.coach.hint_box)
    tutor.board.session.try_move(worst.best)
    tutor.board.refresh()
    said += heard_and_shown(tutor, tutor.coach.hint_box)
    assert hints == HINTS and len(said) >= 10
    for words in said:
        assert re.search(rf"\b{colour}\b", words) is None, f"{colour} is the learner: {words}"
