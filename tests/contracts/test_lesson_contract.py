"""Every lesson judges every attempt: the moves and clicks it accepts are exactly those it lists, its praise
names what was done, a miss is told what it did and left unmade, and a question does not show its answer."""
import html
import re

import pytest

from fishtutor.lessons import LESSONS
from fishtutor.site.boards import lesson_svg
from tests.support import drawn_at
from tests.support.lesson_contract import (accepted_moves, accepted_targets, answer_shown, board_targets,
                                   legal_for_learner, loosened, narrowed, problems, session_for)

ALL_STEPS = [(game, i, step) for game, steps in LESSONS.items() for i, step in enumerate(steps)]


def _steps(*kinds):
    chosen = [(g, i, s) for g, i, s in ALL_STEPS if s.task.kind in kinds]
    return pytest.mark.parametrize("game,i,step", chosen, ids=[f"{g}-{i + 1}" for g, i, s in chosen])


@_steps("move", "pick")
def test_a_task_accepts_exactly_what_it_lists_and_praises_what_was_done(game, i, step):
    assert problems(game, step) == []


@_steps("move", "pick")
def test_the_contract_fails_a_task_loosened_or_narrowed_on_purpose(game, i, step):
    session = session_for(game, step)
    offered = legal_for_learner(session) if step.task.kind == "move" else board_targets(session)
    if not step.task.accepts_any and set(offered) != set(step.task.solution):
        assert problems(game, step, loosened(step.task)), "a task that accepts anything must fail the contract"
    if step.task.solution:
        assert problems(game, step, narrowed(step.task)), "a task that refuses a listed solution must fail"


@_steps("move")
def test_a_missed_move_is_named_told_what_the_task_asks_and_not_made(game, i, step):
    session = session_for(game, step)
    accepted = set(accepted_moves(session, step.task))
    missed = [m for m in legal_for_learner(session) if m not in accepted][:8]
    for move in missed:
        session = session_for(game, step)
        before = session.state.snapshot()
        said = session.state.describe(move, step.seat, step.seat)
        feedback = session.try_move(move)
        assert feedback.kind == "task" and said in feedback.text, feedback
        assert session.state.snapshot() == before and not session.coach.done


@_steps("pick")
def test_a_missed_pick_is_answered_and_the_task_stays_open(game, i, step):
    session = session_for(game, step)
    accepted = set(accepted_targets(session, step.task))
    for target in [t for t in board_targets(session) if t not in accepted][:8]:
        mark = session.coach.judge_pick(target, session.state)
        assert not mark.done and mark.text


@_steps("move", "pick")
def test_a_done_lesson_stays_a_lesson_until_next(game, i, step):
    """Once the task is done, more clicks on its board change nothing and say where to go next."""
    session = session_for(game, step)
    if step.task.kind == "move":
        assert session.try_move(step.task.solution[0]).kind == "done"
    else:
        assert session.click(*drawn_at(session.scene(), step.task.solution[0])).kind == "done"
    before = session.state.snapshot()
    for spot in session.scene().hotspots[:6]:
        said = session.click(spot.x + spot.w / 2, spot.y + spot.h / 2)
        assert said.kind == "done" and "Next" in said.text
    assert session.state.snapshot() == before
    assert session.feedback.repeat >= 1 or len(session.scene().hotspots) < 2


@_steps("answer")
def test_a_question_does_not_show_its_answer_until_checked(game, i, step):
    session = session_for(game, step)
    for compact in (False, True):
        session.compact = compact
        assert answer_shown(session.scene().texts(), step.task.answer) == []
        if session.has_history():  # looking back while the question is open keeps it hidden too
            session.back()
            assert answer_shown(session.scene().texts(), step.task.answer) == []
            session.live()
    assert answer_shown([step.text, step.task.prompt], step.task.answer) == []
    drawn = re.findall(r">([^<>]+)<", lesson_svg(game, i))  # the rules site's picture of the lesson's board
    assert answer_shown([html.unescape(t) for t in drawn], step.task.answer) == []
