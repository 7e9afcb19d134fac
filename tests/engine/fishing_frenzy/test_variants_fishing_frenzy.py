"""Fishing Frenzy's questions as families of variants: every student their own numbers. Each variant is a situation a
real game reaches, states every number and reading of the rules it rests on (a question on a square of the map
carries the map drawn), is answered exactly, names the slips it can tell apart, and is estimated by its own seeded
simulation."""
import xml.etree.ElementTree as ET
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.course.checks import SIMULATE_TRIALS, simulated_line
from fishtutor.games.fishing_frenzy import GAME
from fishtutor.games.fishing_frenzy.board import default_board, parse_square
from fishtutor.probability import course_fishing_frenzy as course
from fishtutor.probability import fishing_frenzy_chains as chains
from fishtutor.probability import fishing_frenzy_dice as fz
from fishtutor.probability.core import run
from fishtutor.probability.course import estimate_range, families
from fishtutor.probability.plots import simulate

from tests.support.families import every_variant, family as family_of, question_ids

IDS = question_ids("fishing_frenzy")  # the families themselves are built in the tests (tests/support/families.py)
SVG = "{http://www.w3.org/2000/svg}"


def sample(family, k: int = 10) -> list[int]:
    """A seeded sample of a family's variants, always with the first and the last."""
    rng = np.random.default_rng(sum(map(ord, family.id)))
    middle = rng.choice(np.arange(1, family.count - 1), size=max(0, min(k - 2, family.count - 2)), replace=False)
    return sorted({0, family.count - 1, *(int(i) for i in middle)})


@pytest.fixture(params=IDS)
def family(request):
    """One of Fishing Frenzy's question families."""
    return family_of("fishing_frenzy", request.param)


def printed_numbers(q, seed: int = 2026) -> tuple[str, str]:
    """The two numbers the variant's Simulate cell prints with its default trials and seed."""
    estimate = simulate(q, min(SIMULATE_TRIALS, q.exercise.max_trials), seed)
    low, high = estimate_range(estimate.mean, estimate.stderr, q.exercise.exact)
    assert f"between {low} and {high}" in simulated_line(estimate, q.exercise.exact)
    return low, high


# ---- the families ---------------------------------------------------------------------------------------------
def test_the_game_gives_its_own_families_in_course_order():
    assert course.families() == families("fishing_frenzy")
    assert [f.id for f in families("fishing_frenzy")] == [q.id for q in course.assignment().questions] == IDS


def test_every_family_has_a_hundred_variants_or_says_why_in_a_sentence(family):
    if family.count < 100:
        assert family.why.strip().endswith(".") and str(family.count) in family.why, family.why
    else:
        assert family.why == ""


def test_every_variant_builds_with_its_id_and_a_text_of_its_own(family):
    variants = every_variant("fishing_frenzy", family.id)
    assert [q.id for q in variants] == [family.id] * family.count
    assert [q.variant for q in variants] == list(range(family.count))
    assert len({q.exercise.question for q in variants}) == family.count
    with pytest.raises(IndexError):
        family.variant(family.count)


def test_variant_0_is_the_question_the_tutors_show(family):
    shown, first = course.assignment().question(family.id), family.variant(0)
    assert first.exercise == shown.exercise and first.slips == shown.slips
    assert (first.figure, first.minutes, first.distribution) == (shown.figure, shown.minutes, shown.distribution)


def test_every_variant_names_a_slip_marked_as_that_slip_and_takes_its_exact_answer(family):
    for q in every_variant("fishing_frenzy", family.id):
        exact = q.exercise.exact
        assert q.slips, (q.variant, q.exercise.question)
        assert q.mark(f"{exact.numerator}/{exact.denominator}").ok, q.variant
        for s in q.slips:
            marked = q.mark(f"{s.answer.numerator}/{s.answer.denominator}")
            assert marked.problem == "reasoning" and s.told in marked.message, (q.variant, s.told, marked)
            assert q.mark(f"{float(s.answer):.4f}").problem == "reasoning", (q.variant, s.told)


# ---- a seeded sample: the simulation agrees, and what it prints is never taken ---------------------------------
def test_each_sampled_variant_agrees_with_its_own_seeded_simulation(family):
    for index in sample(family):
        variant_agrees_with_its_simulation(family.variant(index), index)


def variant_agrees_with_its_simulation(q, index):
    """The variant's seeded simulation agrees with its exact answer, and the numbers its Simulate cell prints are
    refused."""
    trials = min(SIMULATE_TRIALS, q.exercise.max_trials)
    estimate = run(q.exercise, trials, seed=500 + index)
    assert estimate.agrees_with(q.exercise.exact, sigmas=4.0), (index, estimate.mean, float(q.exercise.exact))
    for number in printed_numbers(q):
        assert not q.mark(number).ok, (index, number, q.exercise.exact)


def test_a_variant_with_a_distribution_samples_it():
    for family in families("fishing_frenzy"):
        for index in sample(family, 4):
            q = family.variant(index)
            if q.distribution is None:
                continue
            chances = list(q.distribution().values())
            assert sum(chances) == 1
            draws = q.sample(40_000, np.random.default_rng(index))
            for k, p in enumerate(chances):
                se = max((float(p) * (1 - float(p)) / 40_000) ** 0.5, 1e-6)
                assert abs(float(np.mean(draws == k)) - float(p)) <= 4 * se + 1e-9, (family.id, index, k)


# ---- everything a question needs is in its text, and its map is drawn --------------------------------------------
def _on_the_map(q) -> str | None:
    """The square a map question puts the boat on ("H8"), or None."""
    words = q.exercise.question.split()
    if words[:4] == ["Your", "boat", "is", "on"]:
        return words[4].rstrip(".")
    return None


def test_every_question_on_a_square_carries_the_map_drawn_with_the_square_named():
    board = default_board()
    for qid in ("ffz_dock_3", "ffz_fish_roll", "ffz_choices", "ffz_fish_count"):
        for q in every_variant("fishing_frenzy", qid):
            square = _on_the_map(q)
            if square is None:
                assert qid == "ffz_dock_3" and "straight south of a dock" in q.exercise.question
                continue
            assert board.is_water(parse_square(square)), square
            assert q.figure is not None and "drawn with this question" in q.exercise.question, (qid, q.variant)
    for qid in ("ffz_dock_3", "ffz_fish_roll", "ffz_choices", "ffz_fish_count", "ffz_inlet_turns"):
        for q in [every_variant("fishing_frenzy", qid)[i] for i in (0, 5, 6, -1)]:
            if q.figure is not None and (_on_the_map(q) or qid == "ffz_inlet_turns"):
                _assert_a_map(q, board if qid != "ffz_inlet_turns" else None)


def _assert_a_map(q, board) -> None:
    """The figure is one SVG document: column letters and row numbers on its edges, a legend of the kinds of
    square, and the question's square named."""
    svg = q.figure()
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and "http" not in svg.replace("http://www.w3.org/2000/svg", "")
    texts = [t.text for t in root.iter(f"{SVG}text")]
    square = _on_the_map(q) or f"B{q.exercise.question.split('your boat is ')[1].split()[0]}"
    assert f"{square}: your boat" in texts, (q.id, q.variant, square)
    assert {"A", "B", "0", "1", "Legend", "clear water", "land"} <= set(texts)
    if board is not None:
        assert {"dock (north row)", "jetty", "buoy", "shoal", "Peril of the Sea (jaw)", "Redfish"} <= set(texts)
        assert {"P", "19"} <= set(texts)


def test_map_questions_say_every_reading_of_the_movement_rules_they_rest_on():
    readings = ("where the first ends counts as a stop too", "you leave it from whichever of its squares you like",
                "You run aground only when no way of moving the roll stays afloat", "no other boat near")
    for qid in ("ffz_fish_roll", "ffz_choices", "ffz_fish_count"):
        for q in every_variant("fishing_frenzy", qid):
            assert all(r in q.exercise.question for r in readings), (qid, q.variant)
    for q in every_variant("fishing_frenzy", "ffz_dock_3")[6:]:
        assert "the lines are out" in q.exercise.question and "Only this roll's dice move counts" in \
            q.exercise.question and all(r in q.exercise.question for r in readings[1:3])


def test_the_inlet_questions_say_how_the_captain_steers_and_when_a_boat_grounds():
    for qid in ("ffz_inlet_turns", "ffz_inlet_clean"):
        for q in every_variant("fishing_frenzy", qid):
            text = q.exercise.question
            assert "as near the dock as the roll lets you" in text and "only when every way of moving" in text
            assert "then you stay where you are" in text, (qid, q.variant)


def test_minutes_say_how_long_a_count_of_36_rolls_and_their_ways_takes():
    for qid in ("ffz_fish_roll", "ffz_choices", "ffz_fish_count"):
        assert all(q.minutes == 30 and "long count" in q.exercise.question for q in every_variant("fishing_frenzy", qid)), qid
    longest = every_variant("fishing_frenzy", "ffz_inlet_turns")[-1]
    assert longest.minutes == 30 and "Python" in longest.exercise.question
    assert all(1 <= q.minutes <= 30 for qs in (every_variant("fishing_frenzy", qid) for qid in IDS) for q in qs)


# ---- only situations a real game reaches, answered as the rules say ---------------------------------------------
def test_other_boats_south_of_the_dock_are_at_most_five_and_block_only_the_south_they_end_on():
    assert all(len(b) <= GAME.max_players - 1 for b in course.OTHER_BOATS)
    for boats in course.OTHER_BOATS:
        # 3 SOUTH faces, each with any number that does not end on a boat (passing one is allowed)
        assert fz.leave_chance(boats) == Fraction(3 * (6 - len(boats)), 36), boats
    with pytest.raises(ValueError, match="at most 5"):
        fz.leave_chance((1, 2, 3, 4, 5, 6))


def test_the_table_of_captains_is_one_the_rules_allow_and_the_wait_goes_through_the_sum():
    assert {c for c, _ in course.TABLES} == set(range(GAME.min_players, GAME.max_players + 1))
    for captains, seat in course.TABLES:
        assert course.wait_question(captains, seat).exercise.exact == captains * (2 - 1) + seat


def test_docking_from_a_square_straight_south_of_a_dock_is_the_product_rule():
    board = default_board()
    for name in fz.dock_squares():
        col, row = parse_square(name)
        if board.kind((col, 0)) == "dock" and all(board.is_water((col, r)) for r in range(1, row)):
            assert fz.dock_rolls(name) and course.dock_square_question(name).exercise.exact >= Fraction(3 * (7 - row),
                                                                                                         36)
    assert course.dock_square_question("B3").exercise.exact == fz.dock_from(3)
    assert all(board.kind(parse_square(s)) not in ("wheel", "double-wheel") for s in fz.dock_squares())


def test_sea_squares_are_single_squares_of_clear_water_and_inlets_fit_the_map():
    board = default_board()
    squares = fz.sea_squares()
    assert fz.START in squares and len(squares) > 150
    assert all(board.kind(parse_square(s)) == "water" and not board.region(parse_square(s)) for s in squares)
    assert max(length for _, length in course.INLETS) == chains.LONGEST_INLET <= board.height - 2
    assert all(1 <= d <= length for d, length in course.INLETS)
    for family in families("fishing_frenzy"):  # every exact answer and slip can be typed as a fraction
        for q in every_variant("fishing_frenzy", family.id):
            assert all(len(f"{v.numerator}/{v.denominator}") <= 40 for v in
                       [q.exercise.exact] + [s.answer for s in q.slips]), (family.id, q.variant)


def test_while_fish_are_caught_a_dock_is_shore_so_a_square_near_the_docks_offers_no_docking():
    near = [s for s in fz.sea_squares() if parse_square(s)[1] <= 6]
    assert len(near) > 40
    for s in near:
        assert not any(route.docked for routes in fz.roll_routes(s) for route in routes), s
        assert "a dock is shore" in course.choices_question(s).exercise.question, s
    # the lines out, the same squares straight south of a dock do dock
    assert any(docks for docks, _, _ in fz.dock_rolls("B3"))
    assert "a dock is shore" not in course.choices_question(fz.START).exercise.question


def test_what_a_learner_reads_in_every_variant_names_no_code():
    from tests.contracts.test_learner_words import assert_plain
    texts = []
    for variants in (every_variant("fishing_frenzy", qid) for qid in IDS):
        for q in variants:
            ex = q.exercise
            texts += [ex.question, ex.explanation, ex.hint] + [s.told for s in q.slips]
    assert_plain(texts)


def test_boats_south_of_a_dock_are_drawn_below_it():
    for q in every_variant("fishing_frenzy", "ffz_leave")[1:] + every_variant("fishing_frenzy", "ffz_dock_3")[1:6]:
        root = ET.fromstring(q.figure())
        texts = {t.text for t in root.iter(f"{SVG}text")}
        numbers = [int(w) for w in q.exercise.question.replace(",", " ").split() if w.isdigit()]
        if q.id == "ffz_leave":
            assert {f"G{d}: another boat" for d in numbers} | {"G0: your boat's dock"} <= texts, q.variant
        else:
            assert {f"G{numbers[0]}: your boat", "G0: the dock"} <= texts, q.variant
