"""Fishing Frenzy's graded assignment: its exact answers against brute force and hand rules, its slips computed
the slipped way, and the probability corner drawing its questions from it."""
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from fishtutor.probability import fishing_frenzy as fz
from fishtutor.probability import fishing_frenzy_chains as chains
from fishtutor.probability.course_fishing_frenzy import assignment

ROLLS = list(product(fz.COMPASS_FACES, fz.NUMBERS))  # the 36 rolls, in the order every table uses


def share(works) -> Fraction:
    """The share of the 36 rolls for which ``works(face, number)`` holds."""
    return Fraction(sum(bool(works(face, n)) for face, n in ROLLS), len(ROLLS))


def by_hand(distance: int, face, number: int, length: int) -> tuple[int, bool]:
    """One roll up the inlet by the rules read in words: NORTH docks or closes in, SOUTH must be taken while the
    water allows, and a boat grounds only when every way grounds (then where it stands)."""
    if "N" in face:
        return (0, False) if number >= distance else (distance - number, False)
    if "S" in face and distance + number <= length:
        return distance + number, False
    return distance, True


# ---- the chain up the inlet -----------------------------------------------------------------------------
@pytest.mark.parametrize("length", [2, 4, 6])
def test_the_movement_rules_move_the_boat_up_the_inlet_as_the_rules_say_in_words(length):
    table = chains.steps(length)
    for distance in range(1, length + 1):
        assert list(table[distance]) == [by_hand(distance, f, n, length) for f, n in ROLLS], distance


def float_chain(length: int, lost: int, clean: bool, sweeps: int = 600) -> list[float]:
    """The chain's values by repeated substitution in floats, from the hand rules (no equations solved)."""
    x = [0.0] * (length + 1)
    for _ in range(sweeps):
        new = [0.0]
        for d in range(1, length + 1):
            total = 0.0 if clean else 1.0
            for f, n in ROLLS:
                to, ground = by_hand(d, f, n, length)
                if clean:
                    total += (1.0 if to == 0 else 0.0 if ground else x[to]) / 36
                else:
                    total += (lost * ground + x[to]) / 36
            new.append(total)
        x = new
    return x


def test_expected_turns_agree_with_repeated_substitution_and_satisfy_their_equations():
    length = 4
    floats = float_chain(length, lost=1, clean=False)
    exact = [chains.expected_turns(d, length) for d in range(1, length + 1)]
    assert all(abs(float(e) - f) < 1e-9 for e, f in zip(exact, floats[1:]))
    values = [Fraction(0)] + exact
    for d in range(1, length + 1):  # plugged back in, every equation holds exactly
        rhs = 1 + sum(Fraction(g, 36) + values[to] / 36 for to, g in (by_hand(d, f, n, length) for f, n in ROLLS))
        assert values[d] == rhs


def test_the_lost_turn_slip_is_the_chain_without_the_lost_turns():
    floats = float_chain(chains.INLET, lost=0, clean=False)
    slipped = chains.expected_turns(chains.FROM, lost_turns=False)
    assert abs(float(slipped) - floats[chains.FROM]) < 1e-9
    assert slipped < chains.expected_turns(chains.FROM)


def test_the_clean_run_chance_agrees_with_repeated_substitution():
    floats = float_chain(chains.INLET, lost=0, clean=True)
    for d in range(1, chains.INLET + 1):
        assert abs(float(chains.clean_chance(d)) - floats[d]) < 1e-12, d


def test_one_roll_up_the_inlet_counts_the_docking_and_grounding_rolls():
    dock, ground = chains.one_roll(5, 6)
    assert dock == share(lambda f, n: "N" in f and n >= 5) == Fraction(1, 6)
    # EAST-WEST always grounds; SOUTH-EAST and SOUTH-WEST ground when 5 + n runs past the beach (n >= 2)
    assert ground == share(lambda f, n: f == ("E", "W") or ("S" in f and "N" not in f and n >= 2)) == Fraction(4, 9)


def test_the_turns_distribution_adds_up_and_starts_as_counted_by_hand():
    dist = chains.turns_distribution()
    assert sum(dist.values()) == 1 and list(dist)[-1] == f"{chains.LONGEST} or more"
    dock, _ = chains.one_roll(chains.FROM)
    assert dist["1"] == dock
    # docking on turn 2: a first roll that neither docks nor grounds, then a docking roll from where it left you
    second = sum(Fraction(1, 36) * chains.one_roll(to)[0] for to, g in
                 (by_hand(chains.FROM, f, n, chains.INLET) for f, n in ROLLS) if to and not g)
    assert dist["2"] == second


def test_solve_works_over_fractions_and_refuses_a_singular_system():
    x = chains.solve([[2, 1], [1, 3]], [Fraction(1), Fraction(2)])
    assert x == [Fraction(1, 5), Fraction(3, 5)]
    with pytest.raises(ValueError, match="no single solution"):
        chains.solve([[1, 2], [2, 4]], [1, 2])


def test_bad_inlets_and_distances_are_refused_plainly():
    for length in (1, 14, 6.0, True):
        with pytest.raises(ValueError, match="2 to 13 squares long"):
            chains.inlet_board(length)
    for distance in (0, 7, "5"):
        with pytest.raises(ValueError, match="1 to 6 squares south"):
            chains.expected_turns(distance)


def test_the_chain_simulations_are_seeded_and_stop_at_the_dock():
    turns = chains.simulate_turns()(5_000, np.random.default_rng(3))
    assert (turns == chains.simulate_turns()(5_000, np.random.default_rng(3))).all()
    assert turns.min() >= 1 and (turns == turns.astype(int)).all()
    clean = chains.simulate_clean()(5_000, np.random.default_rng(3))
    assert set(np.unique(clean)) <= {0.0, 1.0}
    draws = chains.sample_turns()(5_000, np.random.default_rng(3))
    assert draws.min() >= 0 and draws.max() == chains.LONGEST - 1


# ---- the sea: catches from a square ------------------------------------------------------------------------
TWO_FISH = """map:
#D###########
.............
.............
.............
.............
.............
.......R.....
.......R.....
.............
.............
.............
.............
S...........S
.............
#############

legend:
. water
D dock
# land
S sos
R fish channel Redfish
"""


def test_a_roll_can_catch_two_fish_one_at_the_end_of_each_direction():
    from fishtutor.games.fishing_frenzy.board import load_map
    board = load_map(TWO_FISH, source="two fish")
    # From G7: EAST 1 stops on the fish at H7 (faces NE, SE, EW with a 1); NORTH-EAST 1 may go on NORTH 1 to the
    # fish at H6 as well: that roll catches two. Nothing else reaches either fish.
    per_roll = fz.catches_per_roll("G7", board)
    assert per_roll == [2 if (f, n) == (("N", "E"), 1) else 1 if "E" in f and n == 1 else 0 for f, n in ROLLS]
    assert fz.expected_fish("G7", board) == Fraction(4, 36)
    assert fz.fish_chance("G7", board) == fz.fish_chance("G7", board, both=False) == Fraction(3, 36)
    assert fz.expected_fish("G7", board, both=False) == Fraction(3, 36)


def test_the_fish_count_distribution_holds_the_catch_chance_and_the_mean():
    q = assignment().question("ffz_fish_count")
    dist = q.distribution()
    assert list(dist) == ["no fish", "one fish", "two fish"] and sum(dist.values()) == 1
    assert 1 - dist["no fish"] == assignment().question("ffz_fish_roll").exercise.exact
    assert dist["one fish"] + 2 * dist["two fish"] == q.exercise.exact


# ---- the dice's slips, computed the slipped way ---------------------------------------------------------------
def test_the_dice_slips_are_the_rules_misread():
    a = assignment()
    dock = {s.answer for s in a.question("ffz_dock_3").slips}
    assert dock == {share(lambda f, n: "N" in f and n == 3),  # the number must be exact
                    Fraction(1, 4) * Fraction(4, 6),  # one NORTH in four directions
                    Fraction(4, 6)}  # the number cube alone
    leave = {s.answer for s in a.question("ffz_leave").slips}
    assert leave == {Fraction(1, 4), share(lambda f, n: "S" in f and "N" not in f)}
    assert {s.answer for s in a.question("ffz_wait").slips} == {1, 4}


def test_the_board_slips_leave_out_the_two_direction_moves_or_count_ways_not_squares():
    a = assignment()
    routes = fz.roll_routes()
    ways = Fraction(sum(len(rs) for rs in routes), 36)
    single = Fraction(sum(len({r.end for r in rs if len(r.legs) == 1}) for rs in routes), 36)
    assert {s.answer for s in a.question("ffz_choices").slips} == {ways, single}
    assert {s.answer for s in a.question("ffz_fish_roll").slips} == {fz.fish_chance(both=False)}


def test_a_slip_typed_is_named_back_and_the_truth_is_right():
    q = assignment().question("ffz_inlet_turns")
    assert q.mark("6").message.startswith("Not quite: 6 is what you get if every turn were a fresh try")
    assert q.mark(f"{float(q.exercise.exact):.4f}").ok and not q.mark(f"{float(q.exercise.exact):.3f}").ok


# ---- one source: the probability corner shows the assignment's own questions --------------------------------
def test_the_corner_questions_are_the_assignments():
    a = assignment()
    corner = fz.exercises()
    assert [e.id for e in corner] == ["ffz_leave", "ffz_wait", "ffz_dock_3", "ffz_fish_roll", "ffz_choices"]
    for ex in corner:
        assert ex == a.question(ex.id).exercise, ex.id
        assert ex.mistakes == tuple((s.answer, s.told) for s in a.question(ex.id).slips), ex.id


def test_the_assignment_climbs_and_its_ids_carry_the_game_prefix():
    a = assignment()
    assert 7 <= len(a.questions) <= 8
    assert all(q.id.startswith("ffz_") for q in a.questions)
    assert [q.stage for q in a.questions] == ["counting"] * 3 + ["expectation"] * 3 + ["chain"] * 2


def test_what_a_learner_reads_names_no_code():
    from tests.contracts.test_learner_words import assert_plain
    a = assignment()
    texts = [a.title, a.intro]
    for q in a.questions:
        ex = q.exercise
        texts += [ex.question, ex.explanation, ex.hint, q.goal] + [s.told for s in q.slips]
        texts += list(q.distribution()) if q.distribution else []
        texts += [q.mark(typed).message for typed in ("x", "2", "1/3", str(ex.exact))]
    assert_plain(texts)


def test_the_packed_rolls_step_the_boat_as_the_rolls_one_by_one():
    # a draw below 36**5 is five rolls; the packed tables must land where the one-roll table does, turns and all
    table, rng = chains.steps(chains.INLET), np.random.default_rng(6)
    first, then, _ = chains._tables(chains.INLET, aground_ends=False)
    for _ in range(200):
        at, rolls = int(rng.integers(chains.INLET + 1)), [int(r) for r in rng.integers(36, size=5)]
        where, turns = at, 0
        for r in rolls:
            to, ground = table[where][r]
            turns += (1 + ground) * (where != chains.DOCKED)
            where = to
        step = first[at * 36 ** 3 + 36 ** 2 * rolls[0] + 36 * rolls[1] + rolls[2]]  # the first roll leads
        step2 = then[(step >> chains.SHIFT) + 36 * rolls[3] + rolls[4]]
        assert (step2 >> chains.SHIFT) // 36 ** 3 == where
        assert (step & 255) + (step2 & 255) == turns


def test_each_question_is_built_by_the_builder_its_id_names():
    from fishtutor.probability import course_fishing_frenzy as course
    assert [q.id for q in course.questions()] == [qid for qid, _ in course.BUILT_BY]
    assert all(course.question(qid).id == qid for qid, _ in course.BUILT_BY)
    with pytest.raises(KeyError, match="no question 'ffz_nope'"):
        course.question("ffz_nope")


def test_the_tutors_corner_builds_its_five_questions_without_the_inlet_chains(monkeypatch):
    from fishtutor.probability import course_fishing_frenzy as course

    def not_here(*_args, **_kwargs):
        raise AssertionError("the corner built the inlet chains' tables")
    monkeypatch.setattr(course.chains, "expected_turns", not_here)
    monkeypatch.setattr(course.chains, "clean_chance", not_here)
    course.assignment.cache_clear()  # as in a fresh kernel, where the assignment was never built
    try:
        assert [e.id for e in fz.exercises()] == [*fz.DICE_IDS, *fz.BOARD_IDS]
    finally:
        course.assignment.cache_clear()
