"""The course's contract, over every assignment: enough questions, rising stages, slips that are real slips,
exact answers that their own seeded simulations agree with."""
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.probability.core import run
from fishtutor.probability.course import GAME_ORDER, STAGES, assignment, course

CHECK_TRIALS = 100_000  # the figure: every exact answer within 4 standard errors at 10^5 trials
GAMES = list(GAME_ORDER)


def all_questions():
    return [(a.game, q) for a in course() for q in a.questions]


def test_the_course_has_at_least_28_questions_with_unique_ids():
    questions = all_questions()
    assert len(questions) >= 28
    ids = [q.id for _, q in questions]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)


@pytest.mark.parametrize("game", GAMES)
def test_each_assignment_climbs_from_counting_to_chains(game):
    a = assignment(game)
    assert a.game == game and len(a.questions) >= 6
    stages = [STAGES.index(q.stage) for q in a.questions]
    assert stages == sorted(stages), [q.stage for q in a.questions]
    assert set(stages) == set(range(len(STAGES))), "every stage appears: counting, expectation, chain"


@pytest.mark.parametrize("game", GAMES)
def test_each_question_is_written_for_a_teacher_too(game):
    for q in assignment(game).questions:
        ex = q.exercise
        assert ex.question.strip() and ex.explanation.strip() and ex.hint.strip(), q.id
        assert q.goal.strip() and "to be written" not in q.goal, q.id
        assert 1 <= q.minutes <= 30, q.id
        assert isinstance(ex.exact, Fraction), q.id


@pytest.mark.parametrize("game", GAMES)
def test_every_slip_is_wrong_and_named_back(game):
    for q in assignment(game).questions:
        for slip in q.slips:
            assert slip.answer != q.exercise.exact, (q.id, slip.told)
            assert abs(float(slip.answer - q.exercise.exact)) > q.exercise.tolerance, (q.id, slip.told)
            assert slip.reveals.strip(), (q.id, slip.told)
            marked = q.mark(str(slip.answer))
            assert not marked.ok and slip.told in marked.message, (q.id, marked.message)
        assert q.mark(str(q.exercise.exact)).ok, q.id


@pytest.mark.parametrize("game", GAMES)
def test_every_question_names_at_least_one_slip(game):
    a = assignment(game)
    named = [q.id for q in a.questions if q.slips]
    assert len(named) == len(a.questions), [q.id for q in a.questions if not q.slips]


@pytest.mark.parametrize("game", GAMES)
def test_exact_answers_agree_with_their_seeded_simulations(game):
    for i, q in enumerate(assignment(game).questions):
        if not q.exercise.simulated:
            continue
        trials = min(CHECK_TRIALS, q.exercise.max_trials)
        estimate = run(q.exercise, trials, seed=1000 + i)
        assert estimate.agrees_with(q.exercise.exact, sigmas=4.0), (q.id, estimate.mean, float(q.exercise.exact))
        again = run(q.exercise, trials, seed=1000 + i)
        assert again.mean == estimate.mean, f"{q.id}: the same seed must give the same numbers"


@pytest.mark.parametrize("game", GAMES)
def test_distributions_sum_to_one_and_their_samplers_agree(game):
    for i, q in enumerate(assignment(game).questions):
        if q.distribution is None:
            continue
        chances = q.distribution()
        assert sum(chances.values()) == 1, q.id
        assert q.sample is not None, q.id
        draws = np.asarray(q.sample(CHECK_TRIALS, np.random.default_rng(7 + i)))
        assert draws.shape == (CHECK_TRIALS,), q.id
        for k, p in enumerate(chances.values()):
            share = float(np.mean(draws == k))
            se = max((float(p) * (1 - float(p)) / CHECK_TRIALS) ** 0.5, 1e-6)
            assert abs(share - float(p)) <= 4 * se + 1e-9, (q.id, k, share, float(p))
