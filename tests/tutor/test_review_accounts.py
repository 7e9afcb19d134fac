"""The review accounts for every decision the learner made: at the smallest search budget the tutor offers (one
imagined game a decision, the least FISHTUTOR_COACH_ITERATIONS allows), a seeded game of each of the five tutors,
played by the learner as the page lets them, is reviewed, and every move the learner chose among several is graded
(a move the search never tried is valued by imagined games of its own, from the same worlds); a move with no other
allowed is said plainly as not graded, and why."""
import re

import numpy as np
import pytest

from fishtutor.bots import SeatView
from fishtutor.coach.hint import ITERATIONS_VARIABLE
from fishtutor.tutor import Tutor

TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")
SMALLEST = "1"  # FISHTUTOR_COACH_ITERATIONS refuses anything below one imagined game a decision
HEAD = re.compile(r"^Review of your game: (?P<graded>\d+) decisions? graded \((?P<tally>[^)]*)\)\.(?: (?P<forced>\d+) "
                  r"moves? had no other move allowed, so there was nothing to grade\.)?")


@pytest.fixture
def smallest(monkeypatch):
    monkeypatch.setenv(ITERATIONS_VARIABLE, SMALLEST)


def played_and_reviewed(name: str, seed: int) -> Tutor:
    """A tutor's full game against greedy bots, the learner choosing among the allowed moves at random (seeded),
    played to its end and reviewed."""
    tutor = Tutor(name, start=0)
    tutor.go(len(tutor.steps) - 1)
    tutor.bot_kind.value, tutor.game_seed.value = "greedy", str(seed)
    tutor.new_game()
    session, rng = tutor.board.session, np.random.default_rng(seed)
    while not session.state.is_terminal():
        moves = session.state.legal_moves(session.seat)
        session.try_move(moves[int(rng.integers(len(moves)))])
    tutor.board.refresh()
    tutor.coach.on_review()
    return tutor


@pytest.mark.parametrize("name", TUTORS)
def test_every_decision_of_the_learners_is_graded_or_said_why_not(smallest, name):
    tutor = played_and_reviewed(name, 31)
    session = tutor.board.session
    state, seat = session.state, session.seat
    chose, forced = set(), 0
    for index, (who, _) in enumerate(state.history):
        if who == seat:
            if len(state.replay(index).legal_moves(seat)) > 1:
                chose.add(index)
            else:
                forced += 1
    assert chose, f"the learner made no decision in {name}: nothing was checked"
    reviewed = tutor.coach.reviewed
    assert sorted(d.index for d in reviewed) == sorted(chose)  # each decision once, none left out
    head = HEAD.match(tutor.board.words.news)
    assert head is not None, tutor.board.words.news
    assert int(head["graded"]) == len(chose)
    assert int(head["forced"] or 0) == forced
    assert sum(int(n) for n in re.findall(r"(\d+) \w+", head["tally"])) == len(chose), head["tally"]
    # at one imagined game a decision, the review says so, and that its grades are rough
    depth = (" The chances rest on 1 imagined game a decision (the median). That is too few to tell close moves "
             "apart: read a grade of best or good as rough.")
    assert head.group(0) + depth in tutor.board.words.news, tutor.board.words.news
    for decision in reviewed:
        assert state.history[decision.index] == (seat, decision.played)
        assert decision.played_visits >= 1  # the played move's chance rests on imagined games of its own at least


def test_a_move_the_search_never_tried_is_valued_on_the_same_worlds(smallest):
    """Its imagined games begin with the move played, in the worlds the search dealt from the same seed."""
    from fishtutor.coach.search import analyse_move
    tutor = played_and_reviewed("jumping_fish", 31)
    state, seat = tutor.board.session.state, tutor.board.session.seat
    own = [d for d in tutor.coach.reviewed if d.played not in {line.move for line in d.lines if line.visits}]
    assert own, "every move played was tried by the search: nothing was checked"
    for decision in own[:3]:
        position = state.replay(decision.index)
        seed = decision.seed
        line = analyse_move(SeatView(position, seat, np.random.default_rng(seed)), decision.played, seconds=600.0,
                            seed=seed, iterations=int(SMALLEST))
        assert (line.value, line.visits) == (decision.played_value, decision.played_visits)


def test_the_review_walks_each_game_once_and_meets_every_position_replay_gives():
    from fishtutor.bots.base import play_game
    from fishtutor.bots.simple import GreedyBot
    from fishtutor.coach import review
    from fishtutor.games import GAMES, SPECS
    for name, spec in SPECS.items():
        if spec.tutor != name:
            continue
        state = GAMES[name].new_state(max(spec.bench_players), seed=3)
        end = play_game(state, {s: GreedyBot(3 + s) for s in range(state.num_players())}, np.random.default_rng(3))
        every = list(range(len(end.history)))
        wanted = sorted(set(every[::3] + every[-1:]))
        walked = dict(review.positions(end, wanted))
        assert list(walked) == wanted, name
        for index, position in walked.items():
            assert position.to_json() == end.replay(index).to_json(), (name, index)
        mine = [i for i, (who, _) in enumerate(end.history) if who == 0]
        assert review.chosen(end, 0) == ([i for i in mine if len(end.replay(i).legal_moves(0)) > 1],
                                         sum(1 for i in mine if len(end.replay(i).legal_moves(0)) <= 1)), name
