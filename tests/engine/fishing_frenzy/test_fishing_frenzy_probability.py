"""Fishing Frenzy's probability corner: exact answers against enumeration of the 36 rolls and against seeded
simulations; slips of reasoning named."""
from fractions import Fraction
from itertools import product

import pytest

from fishtutor.probability import fishing_frenzy as fz
from fishtutor.probability.answers import check_answer
from fishtutor.probability.core import run


def enumerate_rolls(works) -> Fraction:
    """The share of the 36 (compass face, number) rolls for which ``works(face, number)`` holds."""
    rolls = list(product(fz.COMPASS_FACES, fz.NUMBERS))
    return Fraction(sum(bool(works(face, n)) for face, n in rolls), len(rolls))


def test_the_compass_cube_is_as_printed():
    assert sorted(map(frozenset, fz.COMPASS_FACES)) == sorted(map(frozenset, [
        {"N", "E"}, {"N", "W"}, {"N", "S"}, {"S", "E"}, {"S", "W"}, {"E", "W"}]))
    assert [fz.faces_showing(d) for d in "NESW"] == [3, 3, 3, 3]


def test_leaving_the_dock_needs_a_south_one_roll_in_two():
    assert fz.leave_dock() == enumerate_rolls(lambda face, n: "S" in face) == Fraction(1, 2)
    assert fz.expected_wait() == 2


@pytest.mark.parametrize("d", range(1, 7))
def test_docking_from_distance_d_needs_a_north_and_at_least_d(d):
    assert fz.dock_from(d) == enumerate_rolls(lambda face, n: "N" in face and n >= d) == Fraction(7 - d, 12)


def test_docking_refuses_a_distance_one_roll_cannot_cover():
    for bad in (0, 7, 2.0, True):
        with pytest.raises(ValueError, match="1 to 6 spaces"):
            fz.dock_from(bad)


def test_every_exercise_agrees_with_its_seeded_simulation():
    for ex in fz.exercises():
        if not ex.simulated:
            continue
        est = run(ex, 60_000, seed=7)
        assert est.agrees_with(ex.exact), (ex.id, est.mean, ex.exact)
        assert run(ex, 1_000, seed=3).mean == run(ex, 1_000, seed=3).mean  # same seed, same numbers


def test_the_docking_table_agrees_with_simulation_at_every_distance():
    for d, est in zip(fz.DISTANCES, fz.dock_estimates(40_000, seed=5)):
        assert est.agrees_with(fz.dock_from(d)), (d, est.mean)
    png = fz.dock_plot(2_000, seed=1)
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 5_000


def mark(ex, text):
    return check_answer(text, ex.exact, ex.tolerance, ex.hint, ex.probability, ex.mistakes, ex.whole)


def test_answers_are_checked_and_known_slips_named():
    ex = {e.id: e for e in fz.exercises()}
    assert mark(ex["ffz_leave"], "1/2").ok and mark(ex["ffz_leave"], "50%").ok
    assert "each of its faces shows two" in mark(ex["ffz_leave"], "1/4").message
    assert mark(ex["ffz_wait"], "2").ok and "the roll that leaves counts too" in mark(ex["ffz_wait"], "1").message
    dock = ex["ffz_dock_3"]
    assert mark(dock, "4/12").ok and "any number at least the distance" in mark(dock, "1/12").message
    assert "must show NORTH too" in mark(dock, "4/6").message
    assert "too high" in mark(dock, "0.6").message and dock.hint in mark(dock, "0.6").message


def test_exercise_ids_are_unique_and_distinct_from_the_other_games():
    from fishtutor.probability import fish_eat_fish, fish_frenzy
    ours = [e.id for e in fz.exercises()]
    theirs = {e.id for e in fish_frenzy.exercises(4)} | {e.id for e in fish_eat_fish.exercises()}
    assert len(ours) == len(set(ours)) and not set(ours) & theirs


# ---- where a roll can take a boat ----------------------------------------------------------------
LAKE = """map:
#D###########
.............
.............
.............
.............
.............
.............
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


def lake():
    from fishtutor.games.fishing_frenzy.board import load_map
    return load_map(LAKE, source="lake")


def test_on_open_water_every_roll_offers_three_ends_worked_out_by_hand():
    # From G7 (column 6, row 7) on open water every direction runs 6 spaces clear: a face (a, b) offers a alone,
    # b alone, and both (either order ends on one square; opposite directions bring the boat back).
    assert fz.expected_choices("G7", lake()) == 3
    chances = fz.end_chances("G7", lake())
    assert chances["G7"] == Fraction(12, 36)  # NORTH-SOUTH and EAST-WEST, any number: back where it started
    assert chances["G6"] == Fraction(3, 36)  # NORTH 1 alone (faces NE, NW, NS with a 1)
    assert chances["H6"] == Fraction(1, 36)  # NORTH 1 and EAST 1, in either order: face NE with a 1
    assert sum(chances.values()) == 3


def test_the_fish_chance_counts_the_rolls_that_stop_a_direction_on_the_fish():
    # The Redfish is on H7, one square east of G7: EAST 1 (faces NE, SE, EW with a 1) stops on it; no other way does.
    assert fz.fish_chance("G7", lake()) == Fraction(3, 36)
    brute = enumerate_rolls(lambda face, n: "E" in face and n == 1)
    assert fz.fish_chance("G7", lake()) == brute


def test_board_answers_agree_with_the_legs_one_direction_at_a_time():
    from fishtutor.games.fishing_frenzy.board import default_board, parse_square
    from fishtutor.games.fishing_frenzy.movement import slide
    board, start = default_board(), parse_square(fz.START)
    by_legs = 0
    for face, n in product(fz.COMPASS_FACES, fz.NUMBERS):
        firsts = [leg for d in face for leg in slide(board, start, d, n)]
        fish = any(not leg.aground and board.kind(leg.end) == "fish" for leg in firsts)
        for leg in firsts:
            if leg.aground or fish or board.kind(leg.end) == "jaw":
                continue
            other = face[1] if leg.direction == face[0] else face[0]
            fish = any(not l2.aground and board.kind(l2.end) == "fish" for l2 in slide(board, leg.end, other, n))
        by_legs += fish
    assert fz.fish_chance() == Fraction(by_legs, 36)


def test_board_exercises_agree_with_their_seeded_simulations():
    for ex in fz.board_exercises():
        est = run(ex, 60_000, seed=11)
        assert est.agrees_with(ex.exact), (ex.id, est.mean, ex.exact)
    png = fz.end_plot(most=4, trials=2_000, seed=2)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_tournament_lengths_are_seeded_grow_with_the_limit_and_respect_the_dice():
    lengths = fz.tournament_lengths((2, 8), games=6, players=3, seed=4)
    again = fz.tournament_lengths((2, 8), games=6, players=3, seed=4)
    assert all((lengths[k] == again[k]).all() for k in lengths)  # same seed, same tournaments
    assert lengths[8].mean() > lengths[2].mean()
    # one roll catches at most two fish, and the first boat back docks on a roll of its own after the limit
    assert all(rounds * 3 >= limit / 2 + 1 for limit in lengths for rounds in lengths[limit])
    assert (lengths[2] * 3 == lengths[2] * 3 // 1).all()  # whole rolls
    png = fz.length_png(lengths, players=3)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
