"""The review numbers the learner's decisions as the learner counts them and finds them again: "Your move 3" counts
only the learner's own moves (never a deal, a roll or another player's), and "move 9 of 60 in this game's
history" is the number the board's Back button says for that move. A seeded game of each of the five tutors."""
import re

import pytest

from fishtutor.coach.hint import ITERATIONS_VARIABLE
from fishtutor.coach.review import decision_words
from fishtutor.tutor import Tutor, coach_panel
from fishtutor.tutor.coach_panel import RETRY

TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")
NUMBERED = re.compile(r"^\d+\. Your move (?P<yours>\d+) \(move (?P<at>\d+) of (?P<of>\d+) in this game's history\): "
                      r"you ")


@pytest.fixture
def small(monkeypatch):
    monkeypatch.setenv(ITERATIONS_VARIABLE, "40")  # enough that a move of the learner's is tried
    # told games all run however short the review's clock (its 0.3 s a decision ran out at 16 on a loaded machine)
    monkeypatch.setattr(coach_panel, "REVIEW_SECONDS", 1e-4)


def reviewed(name: str) -> Tutor:
    """A tutor's full game against greedy bots, seeded, played to its end by the learner, then reviewed."""
    tutor = Tutor(name, start=0)
    tutor.go(len(tutor.steps) - 1)
    tutor.bot_kind.value, tutor.game_seed.value = "greedy", "31"
    tutor.new_game()
    session = tutor.board.session
    while not session.state.is_terminal():
        session.try_move(session.state.legal_moves(session.seat)[0])
    tutor.board.refresh()
    tutor.coach.on_review()
    return tutor


def stepped_back_to(session, at: int) -> str:
    """What the board says once Back has been pressed until it shows the position after move ``at``."""
    while session.review is None or session.review > at:
        session.back()
    return session.feedback.text


@pytest.mark.parametrize("name", TUTORS)
def test_a_reviewed_decision_is_numbered_as_the_learner_finds_it(small, name):
    tutor = reviewed(name)
    session = tutor.board.session
    history, seat = session.state.history, session.seat
    found = sorted(tutor.coach.reviewed, key=lambda d: d.index)
    assert found, f"no decision reviewed in {name}"
    depth = re.search(r"The chances rest on (\d+) imagined games a decision \(the median\)\.(.*)$",
                      tutor.board.words.news)
    assert depth is not None, tutor.board.words.news
    assert int(depth[1]) >= 20 and "too few" not in depth[2], depth[0]  # 40 a decision: no warning
    for decision in (found[0], found[-1]):
        m = NUMBERED.match(decision_words(decision, 1, name))
        assert m is not None, decision_words(decision, 1, name)
        at = decision.index + 1
        assert (int(m["at"]), int(m["of"])) == (at, len(history))
        assert int(m["yours"]) == sum(1 for who, _ in history[:at] if who == seat)  # the learner's own moves only
        if at < len(history):  # the last move is the game as it stands, shown live
            assert stepped_back_to(session, at).startswith(f"After move {at} of {len(history)}: ")
        session.live()
    buttons = [item.children[1].description for item in tutor.coach.items.children]
    assert buttons and all(re.match(rf"^{RETRY} \(your move \d+\)$", b) for b in buttons), buttons
    if name in ("fish_frenzy", "fishing_frenzy"):  # the dealing, or the rolls for the docks, come before any move
        m = NUMBERED.match(decision_words(found[0], 1, name))
        assert int(m["yours"]) < int(m["at"]), m.group(0)


def test_a_reviewed_secret_pick_is_named_without_the_others_hidden_cards(small):
    """A card chosen face down is named as the learner chose it, not with the cards the others turned up with it
    (for the better moves, those words would tell what the others held in a game that never happened)."""
    tutor = reviewed("cats_in_the_barrel")
    said = [decision_words(d, n, "cats_in_the_barrel") for n, d in enumerate(tutor.coach.reviewed, 1)]
    assert any("you chose your Level" in s for s in said), said[:3]
    assert not any("Cards turned up" in s for s in said), [s for s in said if "Cards turned up" in s][:1]
