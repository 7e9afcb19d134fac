"""Fish Eat Fish's lessons judge every attempt made by clicks: the words name what was done and what the task
asks, a hint never asks for what is already done, and a miss leaves the learner's pick in place."""
import re

import pytest

from fishtutor.games.fish_eat_fish.board import circle_name, parse_circle as at
from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Swim
from fishtutor.lessons import LESSONS
from tests.support.lesson_contract import session_for

STEPS = LESSONS["fish_eat_fish"]


def _lesson(title: str):
    return next(s for s in STEPS if s.title == title)


def _click(session, target):
    if isinstance(target, str):
        target = ("circle", at(target))
    spot = next(h for h in session.scene().hotspots if h.target == target)
    return session.click(spot.x + spot.w / 2, spot.y + spot.h / 2)


def _clicks(title: str, *targets):
    session = session_for("fish_eat_fish", _lesson(title))
    said = [_click(session, t) for t in targets]
    return session, said


# ---- the misleading refusal of "At most five in a stack" ---------------------------------------------------
def test_a_miss_keeps_the_right_pick_and_the_hint_does_not_ask_for_it_again():
    session, (_, miss) = _clicks("At most five in a stack", "B2", "B3")
    assert miss.kind == "task" and "attacks the neutral purple fish on B3" in miss.text
    assert "make 5, not more than 5" in miss.text and "still picked" in miss.text
    assert not re.search(r"\bpick your stack on B2\b", miss.text, re.IGNORECASE)
    assert session.selection() == "Blue stack of 4 on B2 picked"
    done = _click(session, "C3")  # following the hint finishes the task
    assert done.kind == "done" and "lowest fish went into your catch" in done.text


def test_a_miss_after_a_swim_keeps_the_fish_picked_without_the_landing():
    session, (_, _, miss) = _clicks("At most five in a stack", "B2", "A3", "B3")
    assert miss.kind == "task" and "swims to A3" in miss.text
    assert session.selection() == "Blue stack of 4 on B2 picked"
    assert _click(session, "C3").kind == "done"


def test_a_click_on_a_stack_not_yours_names_it_as_it_is():
    session, (said,) = _clicks("At most five in a stack", "C3")
    assert "the neutral purple stack of 2 on C3" in said.text and "a neutral fish" not in said.text
    assert "first pick one of your own fish" in said.text and session.selection() == ""


# ---- praise and advice name the attempt -----------------------------------------------------------------
@pytest.mark.parametrize("title,move,words", [
    ("Placing the fish", None, "Placed on E5"),
    ("Moving a fish", Swim(at("B1"), at("D1")), "Swum to D1: Green's fish on E4 can now swim to E1"),
    ("Nowhere to offer", Swim(at("B5"), at("C5")), "Swum to C5"),
    ("You must attack", Attack(at("B1"), at("E1"), at("D2")), "swam to E1"),
    ("Attacking", Attack(at("B2"), at("B4"), at("C3")), "swam to B4"),
    ("At most five in a stack", Attack(at("B2"), at("D2"), at("C3")), "swam to D2"),
    ("Stacks left at the end", ChooseCard("S"), "Your Shark card against Green's Fish 3 card: you win"),
    ("Battle: Fish against Fish", ChooseCard("F4"), "4 + 2 = 6 against Green's 3 + 1 = 4"),
    ("Battle: the defender wins", ChooseCard("F2"), "2 + 2 = 4 against Green's 1 + 1 = 2: you won the defence"),
])
def test_the_praise_names_what_was_done(title, move, words):
    session = session_for("fish_eat_fish", _lesson(title))
    if move is None:
        move = session.state.legal_moves(0)[-1]
    said = session.try_move(move)
    assert said.kind == "done" and words in said.text, said.text


def test_a_tie_that_ends_the_game_is_not_a_win():
    session = session_for("fish_eat_fish", _lesson("Stacks left at the end"))
    said = session.try_move(ChooseCard("F2"))
    assert said.kind == "task" and "A tie ends the game too" in said.text and not session.coach.done


def test_an_attack_on_the_wrong_fish_is_told_where_to_swim():
    session, (_, _, _, miss) = _clicks("You must attack", "B1", "A5", "B4", "A5")
    assert miss.kind == "task" and "This task is Green's fish on D2" in miss.text
    assert "(C1, D1 or E1)" in miss.text and session.selection() == "Blue fish on B1 picked"


def test_the_shark_and_the_octopus_are_told_apart_in_a_fish_card_battle():
    for card, words in (("S", "The Shark wins too, but this battle is about Fish cards"),
                        ("O", "The Octopus only cancels the battle")):
        session = session_for("fish_eat_fish", _lesson("Battle: Fish against Fish"))
        assert words in session.try_move(ChooseCard(card)).text


def test_a_missed_pick_names_what_was_clicked():
    session, (said,) = _clicks("What's in the box", ("card", 1))
    assert said.kind == "task" and "That is your Octopus card" in said.text and "the Shark first" in said.text
    session, (said,) = _clicks("The goal", ("player", 0))
    assert "That is your own panel" in said.text


# ---- the click words ----------------------------------------------------------------------------------------
def test_a_picked_fish_is_told_what_it_can_do_next():
    _, (said,) = _clicks("Moving a fish", "B1")
    assert "choose the empty circle it swims to" in said.text
    _, (said,) = _clicks("At most five in a stack", "B2")
    assert said.text.startswith("Your stack of 4 on B2 is picked") and "swim to first" in said.text


def test_asking_where_to_swim_names_the_target_and_the_choices():
    _, (_, said) = _clicks("You must attack", "B1", "D2")
    assert "can swim to C1, D1 or E1 to attack Green's fish on D2" in said.text


def test_another_landing_circle_moves_the_landing():
    session, _ = _clicks("You must attack", "B1", "C1", "E1")
    assert session.selection() == "Blue fish on B1 picked, to swim to E1"
    assert _click(session, "D2").kind == "done"


def test_you_must_attack_names_what_the_swimming_fish_can_attack():
    _, (_, said) = _clicks("At most five in a stack", "B2", "C1")
    assert said.kind == "refused" and "the neutral purple stack of 2 on C3" in said.text


# ---- every two clicks on every lesson -------------------------------------------------------------------------
def _two_clicks(step):
    """Every pair of clicks on the lesson's board starting with one of the learner's fish (the same one twice too)."""
    first = _targets(step)
    for a in first:
        for b in first:
            session = session_for("fish_eat_fish", step)
            one = _click(session, a)
            two = _click(session, b)
            yield session, (a, b), one, two


def _targets(step):
    session = session_for("fish_eat_fish", step)
    return list(dict.fromkeys(h.target for h in session.scene().hotspots if h.target[0] in ("circle", "card")))


MOVE_LESSONS = [s for s in STEPS if s.task.kind == "move" and s.title in (
    "Moving a fish", "You must attack", "Attacking", "At most five in a stack")]


@pytest.mark.parametrize("step", MOVE_LESSONS, ids=[s.title for s in MOVE_LESSONS])
def test_no_words_ask_for_a_pick_already_made_or_misname_a_stack(step):
    state = step.scenario()
    for session, clicks, one, two in _two_clicks(step):
        picked = session.selection()
        for said in (one, two):
            assert "a neutral fish" not in said.text and said.text, (clicks, said)
        if picked:
            where = re.search(r"on ([A-E][1-5])", picked).group(1)
            assert not re.search(rf"\bpick your \w+( of \d)? on {where}\b", two.text, re.IGNORECASE), (clicks, two)
        if "still picked" in two.text:
            assert picked, (clicks, two)
        tall = [circle_name(c) for c in range(25) if len(state.stacks[c]) > 1]
        for said in (one, two):
            if tall and said.kind != "done":  # the lesson's board as set up: a stack is never called a single fish
                assert not re.search(rf"(purple|'s|blue) fish on ({'|'.join(tall)})\b", said.text), (clicks, said)
