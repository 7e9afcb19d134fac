"""Every student their own numbers: Fishy's questions as families of variants. Each variant builds, states what it
rests on, has its own exact answer (against brute-force counting), its own slips told apart by the checker, and its
own seeded simulation that agrees with it; variant 0 is the assignment's question."""
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from fishtutor.core import edition
from fishtutor.course.checks import SIMULATE_TRIALS, simulated_line
from fishtutor.games.fishy.cards import CAT, CATS_IN_THE_BARREL_HAND
from fishtutor.probability import course
from fishtutor.probability import fishy_chains as C
from fishtutor.probability import fishy_levels as F
from fishtutor.probability.core import run
from fishtutor.probability.course import estimate_range
from fishtutor.probability import course_fishy as V
from fishtutor.probability.course_fishy import assignment, families
from tests.contracts.test_learner_words import problems_in
from tests.support.families import every_variant, family, question_ids
from tools.rulebook_shingles import OUT, shingles

RULEBOOK_RUNS = set(OUT.read_text().split())
IDS = question_ids("fishy")  # the families themselves are built in the tests (tests/support/families.py)
CHECKED = 10  # variants simulated per question: 0, the last, and eight drawn with a seed


def checked_variants(fid: str) -> list[int]:
    """The variants whose simulations are run: the first, the last and eight seeded others."""
    count = family("fishy", fid).count
    drawn = np.random.default_rng(sum(map(ord, fid))).choice(np.arange(1, count - 1), CHECKED - 2, replace=False)
    return [0, count - 1, *sorted(int(i) for i in drawn)]


SAMPLED = [(fid, k) for fid in IDS for k in range(CHECKED)]  # the k-th checked variant (every family has 75 or more)


def test_the_families_are_the_assignments_questions_in_order():
    assert IDS == [q.id for q in assignment().questions] == [f.id for f in families()]
    assert [f.id for f in course.families("fishy")] == IDS


@pytest.mark.parametrize("fid", IDS)
def test_every_family_has_a_hundred_variants_or_says_why(fid):
    fam = family("fishy", fid)
    assert fam.count >= 100 or len(fam.why.split()) >= 8, (fid, fam.count, fam.why)
    assert fam.count >= 75


@pytest.mark.parametrize("fid", IDS)
def test_every_variant_builds_with_the_familys_id_and_its_own_text(fid):
    built = every_variant("fishy", fid)
    assert all(q.id == fid and q.variant == i and q.variants == len(built) for i, q in enumerate(built))
    assert len({q.exercise.question for q in built}) == len(built)
    with pytest.raises(IndexError):
        family("fishy", fid).variant(len(built))


@pytest.mark.parametrize("fid", IDS)
def test_every_variant_is_written_for_a_teacher_too(fid):
    for q in every_variant("fishy", fid):
        ex = q.exercise
        assert ex.question.strip() and ex.explanation.strip() and ex.hint.strip() and q.goal.strip(), q.variant
        assert 1 <= q.minutes <= 30 and isinstance(ex.exact, Fraction), q.variant
        assert all(s.reveals.strip() and s.told.endswith(".") for s in q.slips), q.variant


@pytest.mark.parametrize("fid", IDS)
def test_variant_0_is_the_assignments_question(fid):
    mine, theirs = every_variant("fishy", fid)[0], assignment().question(fid)
    for field in ("stage", "goal", "minutes", "slips", "points"):
        assert getattr(mine, field) == getattr(theirs, field), field
    for field in ("question", "exact", "explanation", "hint", "tolerance", "probability", "mistakes", "whole"):
        assert getattr(mine.exercise, field) == getattr(theirs.exercise, field), field
    assert run(mine.exercise, 2_000, 3).mean == run(theirs.exercise, 2_000, 3).mean


@pytest.mark.parametrize("fid", IDS)
def test_every_variant_marks_its_exact_answer_right_and_each_slip_as_that_slip(fid):
    for q in every_variant("fishy", fid):
        exact = q.exercise.exact
        assert q.mark(f"{exact.numerator}/{exact.denominator}").ok, (q.variant, exact)
        assert q.slips or not every_variant("fishy", fid)[0].slips, q.variant
        assert len({s.answer for s in q.slips} | {exact}) == len(q.slips) + 1
        for slip in q.slips:
            marked = q.mark(f"{slip.answer.numerator}/{slip.answer.denominator}")
            assert not marked.ok and marked.problem == "reasoning" and slip.told in marked.message, (q.variant, slip)


@pytest.mark.parametrize("fid", IDS)
def test_every_variant_states_the_cards_and_the_barrel_it_rests_on(fid):
    for q in every_variant("fishy", fid):
        text = q.exercise.question
        assert "five levels" in text and "same" in text and "Level 1" in text and "Level 5" in text, q.variant
        if "Cats in the Barrel" in text and q.variant:
            assert "eight cards" in text and "Lowest 3 and two Cats" in text, q.variant
        if fid in ("fishy_cats_expected",):
            assert "alone places two" in text and "three or more, none" in text and "two or more, none" in text
        if fid in ("fishy_jump_out", "fishy_jump_cards"):
            assert "above level 5 jumps out" in text and "this edition's reading" in text, q.variant
        if fid == "fishy_jump_unplayed":
            assert "clockwise from the Dragon" in text and "three" in text and "seven cards" in text, q.variant


@pytest.mark.parametrize("fid", IDS)
def test_no_variant_quotes_the_rulebook_or_names_code(fid):
    texts = [t for q in every_variant("fishy", fid) for t in (q.exercise.question, q.exercise.explanation, q.exercise.hint,
                                             *(s.told for s in q.slips))]
    assert not [t for t in texts if shingles(t) & RULEBOOK_RUNS]
    assert not problems_in(texts)


@pytest.mark.parametrize("fid", IDS)
def test_every_edition_reading_a_variant_uses_lists_the_question(fid):
    for q in every_variant("fishy", fid):
        for game in ("cats_in_the_barrel", "jumping_fish"):
            for text in (q.exercise.question, q.exercise.explanation):
                assert all(fid in c.exercises for c in edition.told_in(game, text)), (q.variant, game)


@pytest.mark.parametrize("fid, k", SAMPLED, ids=[f"{fid}-checked-{k}" for fid, k in SAMPLED])
def test_the_variants_simulation_estimates_its_exact_answer(fid, k):
    index = checked_variants(fid)[k]
    q = every_variant("fishy", fid)[index]
    estimate = run(q.exercise, 40_000, seed=index + 1)
    assert estimate.agrees_with(q.exercise.exact), (fid, index, estimate.mean, float(q.exercise.exact))
    if q.distribution is not None:
        dist = q.distribution()
        assert sum(dist.values()) == 1
        shares = np.bincount(q.sample(40_000, np.random.default_rng(index)), minlength=len(dist)) / 40_000
        for share, p in zip(shares, dist.values()):
            assert abs(share - float(p)) <= 4 * max(float(p * (1 - p)), 1e-4) ** 0.5 / 200


@pytest.mark.parametrize("fid, k", SAMPLED, ids=[f"{fid}-checked-{k}" for fid, k in SAMPLED])
def test_no_variant_takes_the_numbers_its_simulate_cell_prints(fid, k):
    index = checked_variants(fid)[k]
    q = every_variant("fishy", fid)[index]
    estimate = run(q.exercise, min(SIMULATE_TRIALS, q.exercise.max_trials), 2026)
    low, high = estimate_range(estimate.mean, estimate.stderr, q.exercise.exact)
    assert f"between {low} and {high}" in simulated_line(estimate, q.exercise.exact)
    assert not q.mark(low).ok and not q.mark(high).ok, (fid, index, low, high)


# ---- the situations are ones a real game reaches, and the exact answers are right --------------------------
def every_turn():
    """Every Cats in the Barrel turn the variants ask about (with what each family adds to it)."""
    for kind in ("unique", "birthday", "shown", "fish", "fed"):
        for found in V.turn_situations(kind):
            yield kind, *(found if isinstance(found, tuple) else (found,))


def test_every_turn_is_one_a_first_hand_reaches():
    hand = sorted(CATS_IN_THE_BARREL_HAND)
    for kind, turn, *_ in every_turn():
        assert F.MIN_PLAYERS <= turn.players <= F.MAX_PLAYERS
        assert len({len(cards) for cards in turn.played}) == 1, "every player plays one card a turn"
        assert len(turn.played[0]) <= len(hand) - 2, "a hand ends when everyone holds one card"
        for cards in turn.played:
            left = list(hand)
            for card in cards:
                left.remove(card)  # raises if a card was played more often than the hand holds it
        assert all(turn.hands(placing=kind == "fish")), "everyone still holds a card of the kind they play"


def test_every_seat_and_fight_is_one_a_round_reaches():
    for k, seat, card, level in C.seat_situations():
        assert F.MIN_PLAYERS <= k <= F.MAX_PLAYERS and 0 <= seat < k and 1 <= card <= 3 and 1 <= level <= 5
        assert (seat, card) != (0, 1), "someone has played before you"
    assert len(set(C.CHAINS)) == len(C.CHAINS) == 74
    for start, opponents, lift in C.CHAINS:
        assert 1 <= start <= 5 and 1 <= opponents <= F.MAX_PLAYERS - 1 and lift in (1, 2, 3)


def brute(hands, test) -> Fraction:
    """The chance of ``test(picks)`` by listing every way the players can pick from their hands."""
    ways = list(product(*hands))
    weight = Fraction(1, len(ways))  # every player picks uniformly, so every way is as likely
    return sum((weight for picks in ways if test(picks)), Fraction(0))


@pytest.mark.parametrize("step", range(0, 149, 13))
def test_the_later_turn_answers_match_listing_every_pick(step):
    turn, level = V.turn_situations("unique")[step]
    assert every_variant("fishy", "fishy_unique")[step + 1].exercise.exact == \
        brute(turn.hands(placing=True)[1:], lambda p: level not in p)
    turn = V.turn_situations("birthday")[step]
    assert every_variant("fishy", "fishy_birthday")[step + 1].exercise.exact == brute(turn.hands(), lambda p: len(set(p)) < len(p))
    turn, levels = V.turn_situations("shown")[step]
    assert every_variant("fishy", "fishy_every_level")[step + 1].exercise.exact == \
        brute(turn.hands(), lambda p: set(levels) <= set(p))
    turn = V.turn_situations("fed")[step]
    fed = [brute(turn.hands(), lambda p, c=c: 1 <= p.count(c) <= 2) for c in range(5)]
    assert every_variant("fishy", "fishy_levels_fed")[step + 1].exercise.exact == sum(fed)
    turn = V.turn_situations("fish")[step]
    hands = turn.hands(placing=True)
    fish = sum(brute(hands, lambda p, n=n: F.fish_placed(p[0], p.count(p[0])) == n) * n for n in (1, 2, 3))
    assert every_variant("fishy", "fishy_cats_expected")[step + 1].exercise.exact == fish


def test_the_unplayed_answers_match_listing_every_round():
    for k, seat, card, level in C.seat_situations()[::17]:
        q = every_variant("fishy", "fishy_jump_unplayed")[C.seat_situations().index((k, seat, card, level)) + 1]
        one = lambda m: brute([list(range(7))] * m, lambda p: len(set(p)) == m and 0 not in p) \
            / brute([list(range(7))] * m, lambda p: len(set(p)) == m)
        assert q.exercise.exact == one(card) ** seat * one(card - 1) ** (k - 1 - seat)


def test_the_fight_answers_satisfy_their_first_step_equations():
    for index, (start, opponents, lift) in enumerate(C.CHAINS):
        moves = C.table_moves(C.fight_table(opponents, lift))
        assert sum(moves.values()) == 1 and sum(p for m, p in moves.items() if m > 0) == Fraction(1, opponents + 1)
        h, t = C.jump_chances(moves), C.expected_cards(moves)
        for n in range(1, 6):
            at = lambda f, m, edge: f[m - 1] if 1 <= m <= 5 else edge(m)
            assert h[n - 1] == sum(p * at(h, n + m, lambda m: Fraction(m > 5)) for m, p in moves.items())
            assert t[n - 1] == 1 + sum(p * at(t, n + m, lambda m: Fraction(0)) for m, p in moves.items())
        assert every_variant("fishy", "fishy_jump_out")[index + 1].exercise.exact == h[start - 1]
        assert every_variant("fishy", "fishy_jump_cards")[index + 1].exercise.exact == t[start - 1]
