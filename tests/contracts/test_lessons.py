"""Every rulebook section has a lesson; every lesson's board is set up, its task solvable and checked."""
import re

import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.tutor.session import Session
from tools.rulebook_shingles import OUT, shingles

RULEBOOK_RUNS = set(OUT.read_text().split())

ALL_STEPS = [(game, i, step) for game, steps in LESSONS.items() for i, step in enumerate(steps)]
IDS = [f"{game}-{i}-{step.rule.split('/')[-1]}" for game, i, step in ALL_STEPS]


def session_for(game, step):
    from fishtutor.lessons.base import Coach
    g = GAMES[game]
    return Session(step.scenario(), g.play, seat=step.seat, seed=7, coach=Coach(step.task))


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_rulebook_section_has_a_lesson(game):
    taught = {step.rule for step in LESSONS[game]}
    assert set(GAMES[game].rules) <= taught, set(GAMES[game].rules) - taught
    assert taught - set(GAMES[game].rules) <= {"play"}


@pytest.mark.parametrize("game,i,step", ALL_STEPS, ids=IDS)
def test_lesson_text_is_short_and_in_our_own_words(game, i, step):
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", step.text.strip()) if s]
    assert 1 <= len(sentences) <= 3 and len(step.text.split()) <= 70
    assert step.task.prompt and step.task.hint
    for text in (step.text, step.task.prompt, step.task.success, step.task.hint):
        copied = shingles(text) & RULEBOOK_RUNS
        assert not copied, f"{len(copied)} runs of 7 words copied from the rulebook in: {text}"


@pytest.mark.parametrize("game,i,step", ALL_STEPS, ids=IDS)
def test_lesson_task_is_solved_by_its_solution_and_not_by_a_wrong_answer(game, i, step):
    task = step.task
    session = session_for(game, step)
    assert not session.state.is_terminal() or task.kind in ("answer", "pick")
    if task.kind == "move":
        for wrong in task.wrong:
            before = session.state.snapshot()
            assert session.try_move(wrong).kind in ("refused", "task")
            assert session.state.snapshot() == before and not session.coach.done
        assert session.try_move(task.solution[0]).kind == "done"
    elif task.kind == "pick":
        for wrong in task.wrong:
            assert not session.coach.pick(wrong, session.state).done
        solution = task.solution[0] if task.solution else _best_boat(session)
        assert session.coach.pick(solution, session.state).done
    elif task.kind == "answer":
        for wrong in task.wrong:
            assert session.answer(wrong).kind == "task"
        assert session.answer("not a number").kind == "task" and not session.coach.done
        assert session.answer(task.solution[0]).kind == "done"
    else:
        _play_until_done(session)
    assert session.coach.done


def _best_boat(session):
    """For the deal lesson: the boat whose rightmost card shows the most little fish."""
    from fishtutor.games.fish_frenzy.cards import KIND_FISH
    shown = [KIND_FISH[b[-1]] if b else 0 for b in session.state.boats]
    return ("boat", shown.index(max(shown)))


def _play_until_done(session, limit=500):
    """Play the learner's seat with its first legal move until the task says done."""
    for _ in range(limit):
        if session.coach.done or session.state.is_terminal():
            break
        session.try_move(session.state.legal_moves(session.seat)[0])
