"""Where a hinted move is made on the board (fishtutor/coach/lighting.py): over every move every lesson accepts,
the way found makes that move and never picks something only to put it back."""
import pytest

from fishtutor.coach.lighting import DEPTH, way_to
from fishtutor.lessons import LESSONS

from tests.support.lesson_contract import session_for

SAMPLED = 4  # accepted moves tried per lesson: the first ones it lists


def ways(game: str):
    """(lesson number, move, way) for the first moves each of the game's move lessons accepts."""
    for number, step in enumerate(LESSONS[game], 1):
        if step.task.kind != "move":
            continue
        session = session_for(game, step)
        for move in step.task.solution[:SAMPLED]:
            yield number, session, move, way_to(session.play, session.state, session.seat, move)


def selections(session, way) -> list:
    """The half-made moves the way passes through, from the start to the last before the move is made."""
    play, state, seat = session.play, session.state, session.seat
    selection = play.start(state, seat)
    for name, value in way.settings:
        selection = play.choose_value(selection, name, value)
    passed = [selection]
    for target in way.targets[:-1]:
        selection = play.act(state, seat, target, selection).selection
        passed.append(selection)
    return passed


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_accepted_moves_way_makes_it_without_undoing_a_pick(game):
    found = 0
    for number, session, move, way in ways(game):
        assert way is not None, (number, move)
        if way.button:
            continue
        found += 1
        passed = selections(session, way)
        assert len(passed) == len({repr(s) for s in passed}), (number, move, way.targets)
        last = session.play.act(session.state, session.seat, way.targets[-1], passed[-1])
        assert last.move == move, (number, move, way.targets)
        assert 1 <= len(way.targets) <= DEPTH
    assert found, "a lesson of every game is made on the board"


def test_a_jumping_fish_option_is_two_choices_not_a_cat_picked_and_put_back():
    step = LESSONS["jumping_fish"][1]
    session = session_for("jumping_fish", step)
    way = way_to(session.play, session.state, session.seat, step.task.solution[0])
    assert way.targets[0] != ("card", "CAT") and len(way.targets) == 2, way.targets


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_one_positions_ways_ask_the_board_each_thing_once_and_find_what_way_to_finds(game):
    """A hint finds the ways of three moves on one position (the review, one per decision): the board is asked what
    a target does from a selection, and what a selection lights, once for all of them."""
    from fishtutor.coach.lighting import Ways

    step = next(s for s in LESSONS[game] if s.task.kind == "move")
    session = session_for(game, step)
    play, state, seat = session.play, session.state, session.seat
    moves = state.legal_moves(seat)[:6]
    asked: list = []

    class Counted:
        """The game's presenter, noting each act and targets question."""

        def __getattr__(self, name):
            return getattr(play, name)

        def act(self, state, seat, target, selection):
            asked.append(("act", target, selection))
            return play.act(state, seat, target, selection)

        def targets(self, state, seat, selection):
            asked.append(("targets", selection))
            return play.targets(state, seat, selection)

    ways = Ways(Counted(), state, seat)
    assert [ways.to(move) for move in moves] == [way_to(play, state, seat, move) for move in moves]
    assert asked and len(asked) == len(set(asked)), "a question asked of the board twice"
