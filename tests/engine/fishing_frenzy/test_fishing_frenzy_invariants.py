"""The invariants the sweeps check after every move see each way a tournament's position can break: a card lost or
doubled, a tag without its fish or on no fish, a boat off any space or sharing one (the board's sets of where tags
and boats may lie are worked out once; the checks must still catch every case)."""
import numpy as np
import pytest

from fishtutor.games import GAMES

from tests.support.playing import random_step

GAME = GAMES["fishing_frenzy"]


def mid_tournament():
    """A seeded 4-Captain tournament played at random until fish were caught and two boats are on the water."""
    state = GAME.new_state(4, seed=11)
    rng = np.random.default_rng(11)
    while not (sum(map(len, state.catches)) >= 2 and sum(c >= 0 and not state.board.is_dock((c, r))
                                                         for c, r in state.boats) >= 2):
        assert not state.is_terminal()
        random_step(state, rng)
    assert not GAME.invariant_violations(state)
    return state


def lost_card(s):
    s.decks[0].pop()


def doubled_catch(s):
    row = next(row for row in s.catches if row)
    row.append(list(row[0]))


def too_many_face_up(s):
    s.known[0] = len(s.decks[0]) + 1


def untagged_catch(s):
    s.tags.pop()


def tag_twice(s):
    s.tags.append(list(s.tags[0]))
    row = next(row for row in s.catches if row)
    row.append(list(row[0]))


def water(s, kind_ok):
    return next(sq for sq in sorted(s.board.kind_at) if s.board.is_water(sq) and kind_ok(s.board.kind(sq))
                and s.board.space(sq) == sq and list(sq) not in s.boats)


def tag_on_no_fish(s):
    sq = water(s, lambda kind: kind != "fish")
    s.tags[0] = list(sq)


def tag_inside_a_drifter(s):
    board = s.board
    sq = next(sq for sq in sorted(board.kind_at) if board.kind(sq) == "fish" and board.space(sq) != sq)
    s.tags[0] = list(sq)


def boat_on_land(s):
    t = next(t for t, (c, r) in enumerate(s.boats) if c >= 0)
    s.boats[t] = list(next(sq for sq in sorted(s.board.kind_at) if s.board.is_obstruction(sq)))


def boat_inside_a_drifter(s):
    board = s.board
    t = next(t for t, (c, r) in enumerate(s.boats) if c >= 0)
    s.boats[t] = list(next(sq for sq in sorted(board.kind_at) if board.space(sq) != sq))


def boats_share_a_space(s):
    afloat = [t for t, (c, r) in enumerate(s.boats) if c >= 0 and not s.board.is_dock((c, r))]
    s.boats[afloat[1]] = list(s.boats[afloat[0]])


@pytest.mark.parametrize("break_it, said", [
    (lost_card, "cards do not add up to its deck"),
    (doubled_catch, "cards do not add up to its deck"),
    (too_many_face_up, "face up at the bottom than in the deck"),
    (untagged_catch, "the tagged fish are not exactly the fish caught"),
    (tag_twice, "a fish is tagged twice"),
    (tag_on_no_fish, "a tag lies on a space that pictures no fish"),
    (tag_inside_a_drifter, "a tag lies on a space that pictures no fish"),
    (boat_on_land, "boat is not on a space"),
    (boat_inside_a_drifter, "boat is not on a space"),
    (boats_share_a_space, "two boats share a space"),
])
def test_each_way_a_position_can_break_is_caught(break_it, said):
    state = mid_tournament()
    break_it(state)
    found = GAME.invariant_violations(state)
    assert any(said in problem for problem in found), found
