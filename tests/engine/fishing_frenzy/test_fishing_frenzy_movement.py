"""Fishing Frenzy movement: straight legs, drifters, running aground, other boats, direction order, docks."""
import random

import pytest

from fishtutor.games.fishing_frenzy.board import DIRECTIONS, default_board, load_map
from fishtutor.games.fishing_frenzy import movement
from fishtutor.games.fishing_frenzy.movement import Route, captains_choice, dock_distance, reachable, slide

# Docks at B0, D0, I0; drifter a (D2-E3), drifter b against the east edge (I4-J5); a jetty at F3,
# a buoy at B5, a shoal at G5, a jaw at C6, two S.O.S. rings, land along the south row.
SEA = load_map("""map:
#D#D####D#
..........
...aa.....
...aa=....
........bb
.o....~.bb
..^.......
.S.S......
##########

legend:
. water
D dock
# land
= jetty
o buoy
~ shoal
^ jaw
S sos
a drifter water
b drifter water
""", source="sea")


def ends(legs_or_routes):
    """The set of end spaces."""
    return {x.end for x in legs_or_routes}


def test_movement_straight_line_counts_every_square():
    (leg,) = slide(SEA, (0, 1), "E", 3)
    assert leg.end == (3, 1) and leg.path == ((1, 1), (2, 1), (3, 1))
    assert (leg.moved, leg.aground, leg.docked) == (3, False, False)


def test_movement_drifter_counts_as_one_space():
    (leg,) = slide(SEA, (3, 1), "S", 1)
    assert leg.end == (3, 2) and leg.moved == 1
    legs = slide(SEA, (3, 1), "S", 2)
    assert ends(legs) == {(3, 4), (4, 4)} and all(leg.moved == 2 for leg in legs)


def test_movement_drifter_left_by_any_square_ahead():
    paths = {leg.path for leg in slide(SEA, (3, 1), "S", 2)}
    assert paths == {((3, 2), (3, 3), (3, 4)), ((3, 2), (4, 3), (4, 4))}  # the drift inside is on the path
    assert ends(slide(SEA, (2, 2), "E", 2)) == {(5, 2)}  # the other exit, F3, is a jetty: not a forced grounding


def test_movement_drifter_sides_reading_is_an_option():
    sides = ends(slide(SEA, (3, 1), "S", 2, drift="sides"))
    assert sides == {(3, 4), (4, 4), (2, 2), (2, 3), (5, 2)}  # F3 is the jetty


def test_movement_boat_on_any_drifter_square_is_on_the_drifter():
    assert slide(SEA, (4, 3), "S", 1) == slide(SEA, (3, 2), "S", 1)
    assert SEA.space((4, 3)) == (3, 2)


@pytest.mark.parametrize("start, direction, steps, stop, obstruction, moved", [
    ((7, 1), "E", 4, (9, 1), (10, 1), 2),  # off the board's east edge
    ((5, 1), "S", 3, (5, 2), (5, 3), 1),  # jetty
    ((1, 2), "S", 4, (1, 4), (1, 5), 2),  # buoy
    ((6, 2), "S", 4, (6, 4), (6, 5), 2),  # shoal
    ((5, 6), "S", 3, (5, 7), (5, 8), 1),  # land on the south row
    ((0, 2), "N", 3, (0, 1), (0, 0), 1),  # land between the docks on the north row
])
def test_movement_running_aground_stops_beside_each_obstruction(start, direction, steps, stop, obstruction, moved):
    (leg,) = slide(SEA, start, direction, steps)
    assert leg.aground and leg.end == stop and leg.stopped_at == stop
    assert leg.obstruction == obstruction and leg.moved == moved < steps


def test_movement_running_aground_on_a_drifter_stops_on_the_drifter():
    legs = slide(SEA, (7, 4), "E", 3)
    assert {leg.end for leg in legs} == {(8, 4)} and all(leg.aground for leg in legs)
    assert {leg.stopped_at for leg in legs} == {(9, 4), (9, 5)}


def test_movement_never_through_an_obstruction():
    (leg,) = slide(SEA, (5, 1), "S", 6)
    assert (5, 3) not in leg.path and (5, 4) not in leg.path


def test_movement_may_pass_through_a_boat_but_not_end_there():
    (leg,) = slide(SEA, (0, 1), "E", 3, occupied=[(2, 1)])
    assert leg.end == (3, 1) and (2, 1) in leg.path
    assert slide(SEA, (0, 1), "E", 3, occupied=[(3, 1)]) == ()


def test_movement_a_boat_anywhere_on_a_drifter_takes_the_whole_drifter():
    assert slide(SEA, (3, 1), "S", 1, occupied=[(4, 3)]) == ()
    assert ends(slide(SEA, (3, 1), "S", 2, occupied=[(4, 3)])) == {(3, 4), (4, 4)}


def test_movement_both_directions_order_changes_the_end():
    routes = reachable(SEA, (6, 4), ("W", "N"), 2)
    by_order = {}
    for r in routes:
        by_order.setdefault(r.order, set()).add(r.end)
    assert by_order == {("W",): {(4, 4)}, ("N",): {(6, 2)}, ("W", "N"): {(3, 1), (4, 1)}, ("N", "W"): {(3, 2)}}
    assert all(len(r.legs) == len(r.order) and all(leg.steps == 2 for leg in r.legs) for r in routes)


def test_movement_forced_to_one_direction_by_boats():
    routes = reachable(SEA, (6, 4), ("W", "N"), 2, occupied=[(3, 2), (3, 1), (4, 1)])
    assert {r.order for r in routes} == {("W",), ("N",)}


def test_movement_first_direction_end_must_be_free_too():
    routes = reachable(SEA, (6, 4), ("W", "N"), 2, occupied=[(4, 4)])
    assert ("W",) not in {r.order for r in routes} and ("W", "N") not in {r.order for r in routes}


def test_movement_peril_after_first_direction_ends_the_move():
    routes = reachable(SEA, (2, 4), ("S", "E"), 2)
    assert {(r.order, r.end) for r in routes} == {(("S",), (2, 6)), (("E",), (4, 4)), (("E", "S"), (4, 6))}
    loose = reachable(SEA, (2, 4), ("S", "E"), 2, stop_on=())
    assert (("S", "E"), (4, 6)) in {(r.order, r.end) for r in loose}


def test_movement_both_directions_ground_captain_chooses():
    routes = reachable(SEA, (9, 1), ("N", "E"), 2)
    assert {r.order for r in routes} == {("N",), ("E",)} and all(r.aground for r in routes)
    assert {r.legs[0].obstruction for r in routes} == {(9, 0), (10, 1)}


def test_movement_aground_only_when_forced():
    routes = reachable(SEA, (9, 1), ("S", "E"), 2)
    assert [(r.order, r.end, r.aground) for r in routes] == [(("S",), (9, 3), False)]


def test_movement_may_not_run_aground_to_avoid_a_peril():
    routes = reachable(SEA, (2, 5), ("S", "W"), 1)
    assert [(r.order, r.end) for r in routes] == [(("S",), (2, 6))]


def test_movement_leaving_the_dock_only_south():
    assert reachable(SEA, (1, 0), ("N", "E"), 3) == ()
    assert slide(SEA, (1, 0), "W", 2) == () and slide(SEA, (1, 0), "N", 2) == ()
    routes = reachable(SEA, (1, 0), ("S", "E"), 2)
    assert {(r.order, r.end) for r in routes} == {(("S",), (1, 2)), (("S", "E"), (3, 2))}
    assert routes[0].path[0] == (1, 1)


def test_movement_docking_with_a_north_at_least_the_distance():
    for steps in (3, 6):
        (leg,) = slide(SEA, (8, 3), "N", steps)
        assert leg.docked and leg.end == (8, 0) and leg.moved == 3
    (short,) = slide(SEA, (8, 3), "N", 2)
    assert short.end == (8, 1) and not short.docked


def test_movement_docking_needs_a_dock_north_of_the_boat():
    (leg,) = slide(SEA, (7, 2), "N", 3)
    assert leg.aground and leg.end == (7, 1) and not leg.docked


def test_movement_a_drifter_can_steer_a_boat_into_a_dock():
    (leg,) = slide(SEA, (4, 4), "N", 3)
    assert leg.docked and leg.end == (3, 0) and leg.moved == 3


def test_movement_dock_distance():
    assert dock_distance(SEA, (8, 3)) == 3 and dock_distance(SEA, (4, 4)) == 3
    assert dock_distance(SEA, (7, 2)) is None and dock_distance(SEA, (5, 5)) is None  # land, then the jetty
    assert dock_distance(SEA, (8, 3), occupied=[(8, 1)]) == 3


def test_movement_docking_off_makes_a_dock_shore():
    (leg,) = slide(SEA, (8, 3), "N", 6, docking=False)
    assert leg.aground and leg.end == (8, 1) and leg.obstruction == (8, 0)


def test_movement_a_boat_waiting_in_a_dock_does_not_block_docking():
    (leg,) = slide(SEA, (8, 3), "N", 4, occupied=[(8, 0)])
    assert leg.docked


def test_movement_docking_ends_a_both_direction_move():
    routes = reachable(SEA, (8, 2), ("N", "E"), 2)
    assert [(r.order, r.end, r.docked) for r in routes] == [(("N",), (8, 0), True)]


def test_movement_captains_choice_single_and_double():
    single = captains_choice(SEA, (0, 1))
    assert all(len(order) == 1 for order, _, _ in single)
    assert (("E",), 3) in {(order, n) for order, n, route in single if route.end == (3, 1)}
    assert {n for _, n, _ in single} == set(range(1, 7))
    double = captains_choice(SEA, (0, 4), double=True)
    pairs = [route for order, n, route in double if len(order) == 2]
    assert pairs and all(leg.steps == route.legs[0].steps for route in pairs for leg in route.legs)
    assert not any(route.aground for _, _, route in single + double)


def test_movement_refuses_bad_requests():
    with pytest.raises(ValueError, match="not a direction"):
        slide(SEA, (0, 1), "NE", 2)
    with pytest.raises(ValueError, match="number of spaces"):
        slide(SEA, (0, 1), "E", 0)
    with pytest.raises(ValueError, match="number of spaces"):
        slide(SEA, (0, 1), "E", True)
    with pytest.raises(ValueError, match="not a space a boat can be on"):
        slide(SEA, (5, 3), "E", 1)
    with pytest.raises(ValueError, match="one direction or two"):
        reachable(SEA, (0, 1), ("E", "E"), 1)
    with pytest.raises(ValueError, match="drifter reading"):
        slide(SEA, (0, 1), "E", 1, drift="anywhere")


def _next_on_path(board, a, b):
    """Consecutive path squares: a drift inside one space, or one step from some square of a's space."""
    if board.space(a) == board.space(b):
        return board.region(a) is not None
    return any((b[0] - c, b[1] - r) in DIRECTIONS.values() for c, r in board.space_squares(a))


def test_movement_random_rolls_on_the_default_board_keep_every_rule():
    board, rng = default_board(), random.Random(9)
    faces = [("N", "E"), ("N", "W"), ("N", "S"), ("S", "E"), ("S", "W"), ("E", "W")]
    spaces = board.water_spaces + board.docks
    fresh = load_map(board.to_text(), source="fresh")
    for _ in range(400):
        start = rng.choice(spaces)
        others = rng.sample([s for s in board.water_spaces if s != board.space(start)], 4)
        steps, face = rng.randint(1, 6), rng.choice(faces)
        routes = reachable(board, start, face, steps, others)
        fresh.forget()
        assert routes == reachable(fresh, start, face, steps, others)  # the memo answers what a fresh board does
        for route in routes:
            assert isinstance(route, Route)
            here = start
            for leg in route.legs:
                assert leg.end not in others and (board.is_water(leg.end) or leg.docked)
                assert leg.moved == steps if not (leg.aground or leg.docked) else leg.moved <= steps
                for sq in leg.path:
                    assert board.is_water(sq) or (leg.docked and sq == leg.end)
                    assert _next_on_path(board, here, sq)
                    here = sq
                here = leg.end


@pytest.mark.parametrize("drift", ["ahead", "sides"])
def test_the_compiled_reach_tables_give_exactly_the_routes_of_the_movement_rule(drift):
    """Legal moves and movement.reachable (refusals, lessons, exercises) read the same reach tables, each through
    its own memo of answers with boats near: the two must agree, route for route and in order, whatever the other
    boats block."""
    from fishtutor.games.fishing_frenzy import legality
    board, rng = default_board(), random.Random(11)
    water, starts = list(board.water_spaces), list(board.water_spaces) + list(board.docks)
    picks = [tuple(DIRECTIONS)[i:i + 1] for i in range(4)] + [("N", "S"), ("N", "E"), ("E", "N"), ("W", "S")]
    compared = 0
    for _ in range(1500):
        start, pick, number = rng.choice(starts), rng.choice(picks), rng.randint(1, 6)
        docking = rng.random() < 0.5
        taken = tuple(t for t in rng.sample(water, rng.choice([0, 1, 2, 3, 5, 8])) if t != board.space(start))
        try:
            want = reachable(board, start, pick, number, taken, drift=drift, docking=docking)
        except ValueError:
            continue  # a pick the rule refuses to read (e.g. leaving a dock other than south)
        got = [route for _sail, route in legality._routes(board, start, pick, number, taken, drift, docking)]
        assert got == list(want), (start, pick, number, taken, docking)
        compared += 1
    assert compared > 1000


@pytest.mark.parametrize("drift", ["ahead", "sides"])
def test_a_captains_choices_with_boats_near_are_those_the_tables_give_for_every_other_boat(drift):
    """The choices of the head are memoised per square and roll on open water, and per the other boats standing
    where the move's legs can end: they must be exactly the choices worked out afresh with every other boat
    (and the same when looked up again later, after other positions)."""
    from fishtutor.games.fishing_frenzy import GAME, legality
    from fishtutor.games.fishing_frenzy.moves import COMPASS
    from fishtutor.games.fishing_frenzy.phases import FISHING, LINES_OUT
    from fishtutor.games.fishing_frenzy.reach import taken_spaces
    board, rng = default_board(), random.Random(5)
    water = list(board.water_spaces)
    seen, changed = [], 0
    for case in range(1200):
        s = GAME.new_state(rng.randint(2, 6), seed=case, drift=drift)
        start = rng.choice(water + list(board.docks))
        col, row = start
        around = [sq for sq in water if abs(sq[0] - col) + abs(sq[1] - row) <= 7 and sq != board.space(start)]
        others = rng.sample(around, min(len(around), s.n - 1))
        s.boats = [[col, row]] + [list(sq) for sq in others] + [[-1, -1]] * (s.n - 1 - len(others))
        s.phase = LINES_OUT if rng.random() < 0.3 else FISHING
        wheel = rng.random() < 0.2
        s.dice = [] if wheel else [rng.choice(COMPASS), rng.randint(1, 6) if case % 20 else 7]  # 7: set by hand
        s.pending, s._options, s._cache = [["wheel", 0, rng.randint(1, 2)] if wheel else ["sail", 0]], None, None
        roll = s.pending[0][2] == 2 if wheel else tuple(s.dice)
        afresh = legality._sail_options(board, start, frozenset(taken_spaces(board, s.boats, 0)), wheel, roll,
                                        drift, s.phase == LINES_OUT)[0]
        got = legality.options(s)
        assert list(got.items()) == list(afresh.items()), (start, others, s.dice, s.pending)
        assert s.legal_moves() == tuple(afresh)
        changed += list(afresh) != list(legality._sail_options(board, start, (), wheel, roll, drift,
                                                                s.phase == LINES_OUT)[0])
        seen.append((s, afresh))
    for s, afresh in seen[::7]:  # looked up again, after every other position: the memo still answers the same
        s._options = s._cache = None
        assert list(legality.options(s).items()) == list(afresh.items())
    assert changed > 100  # enough cases where the other boats change the choices


def test_the_answers_kept_for_boats_near_a_move_stay_within_their_limit(monkeypatch):
    """A long-lived kernel (bots, simulations) keeps at most NEAR_LIMIT answers for boats near a move per board:
    past it the older half goes, and the answers worked out again are the same."""
    from fishtutor.games.fishing_frenzy import GAME, legality
    from fishtutor.games.fishing_frenzy.phases import FISHING
    from fishtutor.games.fishing_frenzy.reach import taken_spaces
    monkeypatch.setattr(legality, "NEAR_LIMIT", 5)
    board, most, rng = default_board(), 0, random.Random(9)
    board.cache.setdefault("sail choices near boats", {}).clear()  # other tests' answers set aside
    for case in range(400):
        s = GAME.new_state(6, seed=case)
        s.phase = FISHING
        col, row = rng.choice(list(board.water_spaces))
        s.boats = [[col, row]] + [[col + dc, row + dr] for dc, dr in rng.sample([(1, 0), (0, 1), (-1, 0), (0, -1),
                                                                                  (2, 0), (0, 2), (0, -2)], 5)]
        s.boats = [b if board.is_water(tuple(b)) else [-1, -1] for b in s.boats]
        s.dice, s.pending, s._options, s._cache = [rng.choice(("NE", "SW", "NS", "EW")), rng.randint(1, 6)], \
            [["sail", 0]], None, None
        afresh = legality._sail_options(board, (col, row), frozenset(taken_spaces(board, s.boats, 0)), False,
                                        tuple(s.dice), "ahead", False)[0]
        assert list(legality.options(s).items()) == list(afresh.items())
        most = max(most, len(board.cache["sail choices near boats"]))
    assert 5 <= most <= 6 and len(board.cache["sail choices near boats"]) >= 3  # the newer half kept


def test_a_tournament_plays_on_the_same_when_the_boards_memo_is_cleared_under_it():
    """Movement clears the board's memo wholesale past its limit, while states keep the answers list they looked
    up: play goes on, move for move, as with the memo kept."""
    from fishtutor.games.fishing_frenzy import GAME
    board = default_board()

    def play(clear: bool) -> list:
        s, rng = GAME.new_state(5, seed=21), random.Random(4)
        while not s.is_terminal():
            if clear and len(s.history) % 40 == 0:
                board.cache.clear()
            s.apply(s.sample_chance()) if s.is_chance_node() else \
                s.apply(s.legal_moves()[rng.randrange(len(s.legal_moves()))])
        return s.history

    assert play(clear=True) == play(clear=False)


def test_a_first_direction_landing_on_a_jaw_or_a_wheel_ends_the_move_drifters_included():
    """each_direction_ends: on this edition's map (a jaw drifter and a wheel drifter among its spaces) no
    two-direction route goes on from a first landing on a jaw or a wheel, and some single routes stop there."""
    board, rng = default_board(), random.Random(4)
    faces = [("N", "E"), ("N", "W"), ("N", "S"), ("S", "E"), ("S", "W"), ("E", "W")]
    stopped = set()
    for start in board.water_spaces:
        for face in rng.sample(faces, 2):
            for route in reachable(board, start, face, rng.randint(1, 6)):
                first = board.kind(route.legs[0].end)
                assert len(route.legs) == 1 or first not in movement.FIRST_STOPS, route
                if len(route.legs) == 1 and first in movement.FIRST_STOPS:
                    stopped.add(board.region(route.end) is not None)
    assert stopped == {True, False}  # single squares and drifters both met
