"""One click, one frame sent: the widget messages a learner's click sends to the page (recorded at the comm, as the
kernel would send them). A click creates and closes no widget, says no words the same click replaces, and sends each
widget's value at most once: the page has less to do before the board is repainted."""
import collections
from pathlib import Path

import pytest

from fishtutor.coach.lighting import way_to
from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor
from fishtutor.tutor.board import THINKING
from tests.support.widgets import centre, recorded_messages

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TUTORS = [g for g in LESSONS if (NOTEBOOKS / f"{g}.ipynb").exists()]


@pytest.fixture
def recorded():
    with recorded_messages() as sent:
        yield sent


def sent_twice(sent) -> list:
    """The (widget, trait) pairs one click sent more than once, and any widget opened or closed."""
    count = collections.Counter()
    for comm_id, kind, data in sent:
        for key in (data.get("state", {}) if data.get("method") == "update" else {kind: None}):
            count[(comm_id, key)] += 1
    return [k for k, n in count.items() if n > 1 or k[1] in ("comm_open", "comm_close")]


def clicks_of(tutor: Tutor, moves) -> tuple:
    """The board targets that make the first of ``moves`` made by clicks alone (no control, no button)."""
    session = tutor.board.session
    ways = (way_to(session.play, session.state, session.seat, move) for move in moves)
    return next(w.targets for w in ways if w and w.targets and not w.settings and not w.button)


@pytest.mark.parametrize("game", TUTORS)
def test_each_click_of_a_lessons_move_sends_each_value_once_and_opens_no_widget(game, recorded):
    index = next(i for i, s in enumerate(LESSONS[game]) if s.task.kind == "move")
    tutor = Tutor(game, start=index)
    targets = clicks_of(tutor, LESSONS[game][index].task.solution)
    assert targets, "the lesson's move is made on the board"
    for target in targets:
        recorded.clear()
        tutor.board.on_click(*centre(tutor, target))
        assert recorded, "the click changed the page"
        assert sent_twice(recorded) == [], (target, sent_twice(recorded))
    assert tutor.board.session.feedback.kind == "done"


@pytest.mark.parametrize("game", TUTORS)
def test_a_move_in_the_full_game_against_quick_bots_says_no_words_it_then_replaces(game, recorded):
    tutor = Tutor(game, start=max(i for i, s in enumerate(LESSONS[game]) if s.task.kind == "play"))
    session = tutor.board.session
    before = len(session.state.history)
    for target in clicks_of(tutor, session.state.legal_moves(session.seat)):
        recorded.clear()
        tutor.board.on_click(*centre(tutor, target))
        assert sent_twice(recorded) == [], (target, sent_twice(recorded))
        assert not any(THINKING in str(data) for _c, _k, data in recorded)
    assert len(session.state.history) > before
