"""The live region's contract (issue 25): a learner who hears only the live region under the board hears every
event a sighted learner sees appear, and nothing that contradicts the lesson.

Seeded full games of every tutor, and every lesson's task tried wrong then right, are driven through the Tutor as
the page's handlers drive it; after every learner action the announcement (``board.words.news``) is held to:

1. every event this action added to the log under the board (the session's ``recent`` lines, of which the page
   shows the newest) is said, in order, the learner's own move first: none dropped or counted away;
2. no sentence is said twice (a sentence may come back only as often as the events themselves repeat it), and the
   game's end ("Game over", "Tournament over") is said at most once, after the last move;
3. during a lesson whose task is not done, the last sentence is the lesson's task, never the game's own prompt;
   once the task is done, the announcement says the lesson is done and names Next (a lesson that asks to play on
   names Next when its goal is reached with the game still going, and then goes on with the game's prompt)."""
from __future__ import annotations

import copy
import re
from collections import Counter

import numpy as np
import pytest

from fishtutor.lessons import LESSONS

from tests.support.lesson_contract import accepted_moves, accepted_targets, board_targets, legal_for_learner
from tests.support.playing import QUICK

TUTORS = sorted(LESSONS)
SEEDS = (3,) if QUICK else (3, 11, 29)  # seeded full games per player count (make check plays one)
ACTIONS = 300  # a full game's learner actions, at most
PLAY_LESSON_ACTIONS = 12  # a lesson that asks to play on: this many moves are heard
ENDS = re.compile(r"\b(game|tournament)( is)? over\b", re.IGNORECASE)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])")


def sentences(text: str) -> list[str]:
    """The sentences of an announcement (or an event), each without its closing stop."""
    return [s.strip().rstrip(".!?") for s in SENTENCE_END.split(text) if s.strip()]


def spoken(line: str) -> str:
    """An event line as it must be heard: its words, without the closing stop."""
    return " ".join(line.split()).rstrip(".!?")


def problems_in(tutor, events: list[str]) -> list[str]:
    """Every way the announcement now breaks the contract, given the events the learner's action added."""
    news, session = tutor.board.words.news, tutor.board.session
    found, at, last = [], 0, 0
    for line in events:  # 1. every event, in order
        where = news.find(spoken(line), at)
        if where < 0:
            found.append(f"event not said (or out of order): {line!r}")
            continue
        last, at = where, where + len(spoken(line))
    allowed = Counter(s for line in events for s in sentences(line))
    for said, times in Counter(sentences(news)).items():  # 2. nothing said twice
        if times > max(1, allowed[said]):
            found.append(f"said {times} times: {said!r}")
    ends = list(ENDS.finditer(news))
    if len(ends) > 1:
        found.append(f"the game's end said {len(ends)} times")
    if ends and ends[0].start() < last:  # the last move's own words may end the game
        found.append("the game's end said before the last move")
    return found + lesson_problems(session, news)


def lesson_problems(session, news: str) -> list[str]:
    """3. A lesson's task is the last thing said while it is open; a done lesson says so and names Next."""
    coach = session.coach
    if coach is None or session.review is not None:
        return []
    if coach.task.kind == "play":  # a game played on: Next is named when its goal is reached mid-game
        reached = coach.done and session.feedback.kind == "done" and not session.state.is_terminal()
        return [f"a lesson's game reached its goal without Next: {news!r}"] if reached and "Next" not in news else []
    if not coach.done:
        task = coach.task.prompt.strip().rstrip(".!?")
        if news.count(task) > 1:  # a refusal's own reminder of the task, then the task again
            return [f"the task said {news.count(task)} times: {news!r}"]
        return [] if news.strip().rstrip(".!?").endswith(task) else [f"the last sentence is not the task: {news!r}"]
    return [] if "Next" in news and "done" in news.lower() else [f"a done lesson without Next: {news!r}"]


class Heard:
    """The learner's actions on a Tutor, each followed by the contract's check of what the live region says."""

    def __init__(self, tutor):
        self.tutor, self.found = tutor, []

    def act(self, what: str, action) -> None:
        """Do ``action`` (as a page handler would, the board refreshed after it) and check the announcement."""
        session = self.tutor.board.session
        made = len(session.state.history)
        action()
        self.tutor.board.refresh()
        session = self.tutor.board.session
        events = list(session.recent) if len(session.state.history) > made else []
        self.found += [f"{what}: {p}" for p in problems_in(self.tutor, events)]

    def opened(self, what: str) -> None:
        """A board just opened (a lesson, a new game): the bots' moves before the learner's first are heard."""
        self.found += [f"{what}: {p}" for p in problems_in(self.tutor, list(self.tutor.board.session.recent))]


def random_move(session, rng):
    """One of the learner's legal moves, by the seed (None when none is theirs to make)."""
    moves = legal_for_learner(session)
    return moves[int(rng.integers(len(moves)))] if moves else None


def full_game(tutor, players: int, seed: int) -> list[str]:
    """A seeded full game on the tutor's closing lesson, the learner making random legal moves to the end."""
    heard = Heard(tutor)
    tutor.go(tutor.full)
    tutor.players.value, tutor.game_seed.value = players, str(seed)
    tutor.new_game()
    heard.opened(f"{players} players, seed {seed}, start")
    rng = np.random.default_rng(seed)
    for turn in range(ACTIONS):
        session = tutor.board.session
        move = random_move(session, rng)
        if session.state.is_terminal() or move is None:
            break
        heard.act(f"{players} players, seed {seed}, move {turn}", lambda m=move: session.try_move(m))
    return heard.found


def lesson_tries(tutor, index: int) -> list[str]:
    """A lesson opened, its task tried wrong, then right, then one more action once it is done."""
    heard = Heard(tutor)
    tutor.go(index)
    heard.opened(f"lesson {index + 1} opened")
    session, task = tutor.board.session, tutor.step.task
    rng = np.random.default_rng(index)
    if task.kind == "play":
        for turn in range(PLAY_LESSON_ACTIONS):
            move = random_move(session, rng)
            if move is None or session.state.is_terminal():
                break
            heard.act(f"lesson {index + 1} move {turn}", lambda m=move: session.try_move(m))
        return heard.found
    for what, action in tries(tutor, session, task):
        heard.act(f"lesson {index + 1} {what}", action)
    return heard.found


def tries(tutor, session, task) -> list:
    """A wrong attempt (when the board allows one), the right one, then a move or click after it is done."""
    if task.kind == "answer":
        def right():
            tutor.answer_box.value = str(task.solution[0]) if task.solution else str(task.answer)
            tutor.on_answer()
        def wrong():
            tutor.answer_box.value = "99999"
            tutor.on_answer()
        return [("wrong answer", wrong), ("right answer", right), ("move after", lambda: after(session))]
    if task.kind == "pick":
        right = accepted_targets(session, task)
        wrong = [t for t in board_targets(session) if t not in right]
        out = [("wrong pick", lambda: session.choose(wrong[0]))] if wrong else []
        return out + [("right pick", lambda: session.choose(right[0])), ("click after", lambda: after(session))]
    right = accepted_moves(session, task)
    wrong = [m for m in legal_for_learner(session) if m not in right]
    out = [("wrong move", lambda: session.try_move(wrong[0]))] if wrong else []
    refused = refused_target(session)
    out += [("refused click", lambda: session.choose(refused))] if refused is not None else []
    return out + [("right move", lambda: session.try_move(right[0])), ("click after", lambda: after(session))]


def refused_target(session):
    """A board target whose click means a move the rules refuse here, or None."""
    state, seat = session.state, session.seat
    for target in board_targets(session):
        move, _hint = session.play.move_for_target(state, seat, target, copy.deepcopy(session.values))
        if move is not None and not state.check(move, seat).ok:
            return target
    return None


def after(session) -> None:
    """What a learner does once the task is done: a move if one is there to make, else a click on the board."""
    moves = legal_for_learner(session)
    if moves:
        session.try_move(moves[0])
    else:
        session.choose(None)


@pytest.mark.parametrize("game", TUTORS)
def test_every_event_of_a_full_game_is_heard_once_in_order(game):
    from fishtutor.tutor import Tutor
    tutor = Tutor(game, start=0)
    counts = range(tutor.game.min_players, tutor.game.max_players + 1)
    players = (min(counts), max(counts)) if QUICK else tuple(counts)
    found = [p for n in players for seed in SEEDS for p in full_game(tutor, n, seed)]
    assert not found, f"{len(found)} problems, the first: {found[:6]}"


@pytest.mark.parametrize("game", TUTORS)
def test_a_lesson_is_heard_ending_on_its_task_then_done_and_next(game):
    from fishtutor.tutor import Tutor
    tutor = Tutor(game, start=0)
    found = [p for index in range(len(tutor.steps)) if index != tutor.full for p in lesson_tries(tutor, index)]
    assert not found, f"{len(found)} problems, the first: {found[:6]}"


# ---- the events said by what they are ----------------------------------------------------------------------------
def test_fishing_frenzy_says_what_a_peril_did_and_why_a_roll_left_a_boat_where_it_was():
    from fishtutor.core.protocol import CHANCE
    from fishtutor.games import GAMES
    from fishtutor.games.fishing_frenzy.moves import DrawPeril, Roll
    from tests.support.playing import legal_step
    perils, stuck, problems = 0, 0, []
    for seed in range(3 if QUICK else 8):
        state = GAMES["fishing_frenzy"].new_state(2 + seed % 3, seed=seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            move, seat = legal_step(state, rng)
            line, mover = state.describe(move, seat, 0), state.pending[0][1] if state.pending else CHANCE
            state.apply(move, seat)
            if type(move) is DrawPeril:
                perils += 1
                if "You " in line or not (f": {state.seat_name(mover)} " in line or "does nothing" in line):
                    problems.append(f"a Peril said by its card, not by what it did: {line}")
            moved_on = not state.pending or state.pending[0][:2] != ["sail", mover]
            if type(move) is Roll and moved_on:
                stuck += 1
                if "stays" not in line:
                    problems.append(f"a roll that moved no boat, with no reason: {line}")
    assert perils and stuck and not problems, (perils, stuck, problems[:4])


def test_fish_eat_fish_says_the_purple_fish_that_fill_the_board_after_the_last_placement():
    from fishtutor.games import GAMES
    from fishtutor.games.fish_eat_fish.board import CIRCLES
    from fishtutor.games.fish_eat_fish.cards import FISH_PER_PLAYER
    from fishtutor.games.fish_eat_fish.moves import Place
    from tests.support.playing import legal_step
    for players in (2, 3):
        state = GAMES["fish_eat_fish"].new_state(players, seed=players)
        rng, last = np.random.default_rng(players), ""
        for _ in range(FISH_PER_PLAYER * players):
            move, seat = legal_step(state, rng)
            assert type(move) is Place, move
            last = state.describe(move, seat, 0)
            state.apply(move, seat)
        empty = CIRCLES - FISH_PER_PLAYER * players
        assert f"neutral purple fish fill the {empty} empty circles" in last and "starts" in last, last
