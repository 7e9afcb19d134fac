"""Fish Frenzy's questions as families of variants: every student their own numbers. Every variant builds, keeps its
family's id and says every number it rests on (the deck's make-up too); a seeded sample of variants per question
is checked in full: the exact answer against its own seeded simulation, each kept slip marked as that slip, and
the numbers its Simulate cell would print refused."""
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.probability.core import run
from fishtutor.probability.course import assignment, families
from fishtutor.probability.course_fish_frenzy import families as ff_families
from tests.classroom.test_exact_means_exact import printed_numbers
from tests.contracts.test_learner_words import assert_plain
from tests.support.families import family, question_ids

IDS = question_ids("fish_frenzy")  # the families themselves are built in the tests (tests/support/families.py)
SAMPLE = 10  # variants checked in full per question: always the first and the last, the rest seeded
DECK_WORDS = "80 cards: 10 of each of 7 fish colours (4 showing 1 little fish, 4 showing 2, 2 showing 3) and 10 Crabs"


def sample(fam) -> list[int]:
    """Variant 0, the last variant and a seeded draw of the others."""
    rng = np.random.default_rng(sum(map(ord, fam.id)))
    middle = rng.choice(np.arange(1, fam.count - 1), size=min(SAMPLE - 2, fam.count - 2), replace=False)
    return [0, *sorted(int(i) for i in middle), fam.count - 1]


@pytest.fixture(params=IDS)
def fam(request):
    """One of Fish Frenzy's question families."""
    return family("fish_frenzy", request.param)


def test_the_course_reads_this_games_families_in_course_order():
    assert tuple(f.id for f in families("fish_frenzy")) == tuple(q.id for q in assignment("fish_frenzy").questions)
    assert [f.id for f in families("fish_frenzy")] == [f.id for f in ff_families()] == IDS


def test_every_family_has_100_variants_or_says_why_not(fam):
    assert fam.count >= 100 or fam.why.strip(), fam.id
    assert fam.count > 1, "every question has other numbers the game allows"


def test_every_variant_builds_with_its_familys_id_and_its_own_text(fam):
    built = [fam.variant(i) for i in range(fam.count)]
    assert all(q.id == fam.id and q.variants == fam.count for q in built)
    texts = [q.exercise.question for q in built]
    assert len(set(texts)) == fam.count, "two variants ask the same question"
    with pytest.raises(IndexError):
        fam.variant(fam.count)


def test_variant_0_is_the_question_the_tutors_show(fam):
    q = assignment("fish_frenzy").question(fam.id)
    v = fam.variant(0)
    assert v.exercise == q.exercise and v.slips == q.slips and v.stage == q.stage and v.minutes == q.minutes


def test_every_variant_states_the_deck_it_rests_on_and_names_a_slip(fam):
    for i in range(fam.count):
        q = fam.variant(i)
        if fam.id != "rounds":  # the rounds rest on the deck's size and the deal only, and say those
            assert DECK_WORDS in q.exercise.question, (fam.id, i)
        else:
            assert "80 cards" in q.exercise.question and "2 cards under each boat" in q.exercise.question
        assert q.slips, (fam.id, i)
        assert len({s.answer for s in q.slips}) == len(q.slips) and q.exercise.exact not in {s.answer for s in q.slips}


def test_every_variant_takes_its_exact_answer_and_names_each_slip_it_keeps(fam):
    for i in range(fam.count):
        q = fam.variant(i)
        exact = q.exercise.exact
        assert q.mark(f"{exact.numerator}/{exact.denominator}").ok, (fam.id, i)
        for s in q.slips:
            assert q.mark(f"{s.answer.numerator}/{s.answer.denominator}").problem == "reasoning", (fam.id, i, s)


# a card's chance to be of a kind is its count over 80 whatever its place, so crab_right has one answer a kind;
# the rounds are 13 counts in all
FEWER_ANSWERS = {"rounds": 13, "crab_right": 16}


def test_the_answers_differ_across_variants():
    for fam in ff_families():
        answers = {fam.variant(i).exercise.exact for i in range(fam.count)}
        assert len(answers) >= FEWER_ANSWERS.get(fam.id, 30), (fam.id, len(answers))


def test_the_variants_speak_to_learners_without_code_names():
    texts = []
    for fam in ff_families():
        for i in sample(fam):
            q = fam.variant(i)
            texts += [q.exercise.question, q.exercise.explanation, q.exercise.hint, *(s.told for s in q.slips)]
            texts += list(q.distribution()) if q.distribution else []
    assert_plain(texts)


def test_a_sample_of_variants_agrees_with_its_simulation_and_names_its_slips(fam):
    for i in sample(fam):
        q = fam.variant(i)
        exact = q.exercise.exact
        assert q.mark(f"{exact.numerator}/{exact.denominator}").ok, (fam.id, i)
        for s in q.slips:
            assert q.mark(f"{s.answer.numerator}/{s.answer.denominator}").problem == "reasoning", (fam.id, i, s)
        if not q.exercise.simulated:
            assert q.exercise.whole and fam.id == "rounds"
            continue
        estimate = run(q.exercise, 100_000, seed=11 + i)
        assert estimate.agrees_with(exact), (fam.id, i, estimate.mean, float(exact))
        for number in printed_numbers(q, seed=2026 + i):
            assert not q.mark(number).ok, (fam.id, i, number)


@pytest.mark.parametrize("fam", ["ff_crab_boats", "ff_supply_rounds", "ff_clean_collects"], indirect=True)
def test_a_sample_of_distributions_adds_up_to_the_exact_average(fam):
    for i in sample(fam):
        q = fam.variant(i)
        if q.distribution is None:
            continue
        chances = q.distribution()
        assert sum(chances.values()) == 1
        values = [Fraction(label.split()[0]) for label in chances]
        assert sum(v * p for v, p in zip(values, chances.values())) == q.exercise.exact, (fam.id, i)
