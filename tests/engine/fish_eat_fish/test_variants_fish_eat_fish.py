"""Fish Eat Fish's questions as families of variants: each student's own numbers (heights, cards played or kept
back, hands left, the duel's start), every variant exact, named slips computed the slipped way, its own seeded
simulation agreeing, and everything it rests on (the card set's numbers) stated in its text."""
import re
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.course.checks import SIMULATE_TRIALS, simulated_line
from fishtutor.probability.core import run
from fishtutor.probability.course import assignment, estimate_range, families
from fishtutor.probability.plots import simulate

from tests.support.families import family, question_ids

IDS = question_ids("fish_eat_fish")  # the families themselves are built in the tests (tests/support/families.py)
RESTS_ON_NUMBERS = ("single_win", "pair_win", "held_shark", "fef_unseen", "fef_duel_survivor")
SET_SAID = "1 Shark, 2 Octopus cards and 8 Fish cards numbered 0, 1, 2, 2, 3, 3, 4 and 5"


def sample(count: int, size: int = 10) -> list[int]:
    """A seeded sample of variant indices, always with the first and the last."""
    if count <= size:
        return list(range(count))
    rest = np.random.default_rng(count).choice(np.arange(1, count - 1), size=min(size - 2, count - 2), replace=False)
    return sorted({0, count - 1, *map(int, rest)})


@pytest.fixture(params=IDS)
def f(request):
    """One of Fish Eat Fish's question families."""
    return family("fish_eat_fish", request.param)


def printed_numbers(q, seed=2026) -> tuple[str, str]:
    """The two numbers the question's Simulate cell prints with its default trials and seed."""
    estimate = simulate(q, min(SIMULATE_TRIALS, q.exercise.max_trials), seed)
    low, high = estimate_range(estimate.mean, estimate.stderr, q.exercise.exact)
    assert f"between {low} and {high}" in simulated_line(estimate, q.exercise.exact)
    return low, high


def test_every_question_is_a_family_in_course_order_with_enough_variants():
    questions = assignment("fish_eat_fish").questions
    assert [f.id for f in families("fish_eat_fish")] == [q.id for q in questions] == IDS
    for f in families("fish_eat_fish"):
        assert f.count >= 100 or (f.why.strip() and f.count > 1), (f.id, f.count, f.why)


def test_every_variant_builds_with_the_family_id_and_its_own_text(f):
    texts = set()
    for i in range(f.count):
        q = f.variant(i)
        assert q.id == f.id and q.variant == i and q.variants == f.count
        texts.add(q.exercise.question)
        assert q.slips, (f.id, i, "every variant names a slip, as variant 0 does")
    assert len(texts) == f.count, f"{f.id}: {f.count - len(texts)} variants repeat another's text"


def test_variant_0_is_the_question_the_tutors_show():
    for f, q in zip(families("fish_eat_fish"), assignment("fish_eat_fish").questions, strict=True):
        mine = f.variant(0)
        assert mine.exercise.question == q.exercise.question and mine.exercise.exact == q.exercise.exact
        assert [s.answer for s in mine.slips] == [s.answer for s in q.slips], f.id


def test_every_variant_states_the_cards_it_rests_on(f):
    for i in range(f.count):
        text = f.variant(i).exercise.question
        if f.id in RESTS_ON_NUMBERS:
            assert SET_SAID in text, (f.id, i)
            assert "higher total wins" in text and "Shark beats any Fish card" in text, (f.id, i)
        else:  # only the Octopus cards decide it: the text says how many a set holds
            assert "11 Challenge Cards" in text and "Octopus" in text, (f.id, i)
        assert "that battle" not in text and "Same battle" not in text, "a variant stands on its own"


def test_a_sample_of_variants_is_exact_their_simulations_agree_and_their_slips_are_named(f):
    for index in sample(f.count):
        variant_is_exact_and_simulated(f.id, f.variant(index), index)


def variant_is_exact_and_simulated(qid, q, index):
    """The variant takes its exact answer, its seeded simulation agrees, each slip is named, the numbers its Simulate
    cell prints are refused, and a distribution it draws has the shares it shows."""
    ex = q.exercise
    estimate = run(ex, min(100_000, ex.max_trials), seed=7 + index)
    assert estimate.agrees_with(ex.exact, sigmas=4.0), (qid, index, estimate.mean, float(ex.exact))
    assert q.mark(f"{ex.exact.numerator}/{ex.exact.denominator}").ok
    for s in q.slips:
        marked = q.mark(f"{s.answer.numerator}/{s.answer.denominator}")
        assert marked.problem == "reasoning" and s.told in marked.message, (qid, index, s.told)
    for number in printed_numbers(q):
        assert not q.mark(number).ok, (qid, index, number)
    if q.distribution is not None:
        shown = q.distribution()
        assert sum(shown.values()) == 1
        drawn = q.sample(20_000, np.random.default_rng(index))
        share = np.bincount(drawn, minlength=len(shown)) / drawn.size
        for got, p in zip(share, shown.values()):
            assert abs(got - float(p)) <= 4 * (float(p * (1 - p)) / drawn.size) ** 0.5 + 1e-9, (qid, index)


def test_every_kept_slip_of_every_variant_is_told_apart(f):
    for i in range(f.count):
        q = f.variant(i)
        for s in q.slips:
            assert q.mark(f"{s.answer.numerator}/{s.answer.denominator}").problem == "reasoning", (f.id, i)
            assert abs(s.answer - q.exercise.exact) > Fraction(1, 200), (f.id, i, s.told)


def test_a_variant_that_keeps_a_card_back_says_which_and_counts_the_smaller_hand():
    f = family("fish_eat_fish", "held_shark")
    seen = {}
    for i in range(f.count):
        text = f.variant(i).exercise.question
        kept = re.search(r"keeps (.+?) back and picks at random among the other (\d+) cards", text)
        assert kept, text
        seen[kept.group(1)] = int(kept.group(2))
    assert seen["their Shark"] == 10 and seen["both Octopus cards"] == 9 and seen["both Fish 2 cards"] == 9


def test_the_solvers_the_variants_add_agree_with_every_place_the_octopus_cards_can_fall():
    from itertools import combinations, product as pairs

    from fishtutor.probability import fish_eat_fish_duels as duels
    blue, red = list(combinations(range(5), 1)), list(combinations(range(4), 2))  # 5 cards, 1 Octopus; 4 cards, 2
    lengths = {}
    for p, r in pairs(blue, red):
        first_clear = min(i for i in range(4) if i not in set(p) | set(r)) + 1
        lengths[first_clear] = lengths.get(first_clear, 0) + 1
    total = len(blue) * len(red)
    assert duels.duel_length(1, 2, 5, 4) == {k: Fraction(c, total) for k, c in sorted(lengths.items())}
    six = list(combinations(range(6), 2)), list(combinations(range(6), 1))  # 6 cards each: 2 and 1 Octopus cards
    ahead = sum(len((set(p) | set(r)) & {0, 1, 2}) for p, r in pairs(*six))
    assert duels.cancelled_ahead(6, 2, 1, 3) == Fraction(ahead, len(six[0]) * len(six[1]))
    with pytest.raises(ValueError, match="run out of cards"):
        duels.duel_length(2, 2, 4, 5)


def test_every_variant_draws_the_hands_it_rests_on(f):
    import xml.etree.ElementTree as ET
    svg = "{http://www.w3.org/2000/svg}"
    for i in sample(f.count, 20):
        q = f.variant(i)
        root = ET.fromstring(q.figure())
        assert root.get("role") == "img" and root.get("aria-label") and root.find(f"{svg}title") is not None
        struck = len(root.findall(f"{svg}line"))
        if f.id == "fef_unseen":  # Red's cards played are the ones struck through
            left = int(re.search(r"Red picks from the (\d+) cards left", q.exercise.explanation).group(1))
            assert struck == 11 - left, (i, struck, left)
        elif f.id in ("nothing", "fef_cancelled", "fef_duel_length"):  # the hands left: their Octopus cards
            assert struck == 0 and len(root.findall(f"{svg}rect")) >= 2
        elif i == 0:
            assert struck == (f.id == "held_shark"), (f.id, struck)  # only the Shark kept back is struck
