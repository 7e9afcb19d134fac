"""Fish Frenzy's lessons, attempt by attempt: what each accepts and says, what a question's board keeps back, and
the little-fish control offering only what can be played."""
import pytest

from fishtutor.bots import RandomBot
from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.moves import Eat, PlaceSeagull
from fishtutor.games.fish_frenzy.portray import portray
from fishtutor.games.fish_frenzy.portray_compact import portray_compact
from fishtutor.games.fish_frenzy.position import from_position
from fishtutor.lessons import LESSONS
from fishtutor.tutor import BoardPanel, Session
from fishtutor.tutor.board import HIDDEN_SCORES
from tests.support import drawn_at
from tests.support.lesson_contract import accepted_moves, board_targets, legal_for_learner, session_for
from tests.support.widgets import recorded_messages

STEPS = LESSONS["fish_frenzy"]
Y, R, B, G = range(4)


def step(title):
    return next(s for s in STEPS if s.title == title)


def texts(session):
    return " | ".join(str(t) for t in session.scene().texts())


def answered(session):
    session.answer(session.coach.task.solution[0])
    assert session.coach.done
    return session


# ---- a question keeps its answer off the board until it is checked ------------------------------------------------
def test_both_boards_show_question_marks_for_the_points_they_are_told_to_hide():
    state = from_position(4, ["", "", "", ""], collected=["P1 P2 P3 B1 B2", "P1 P2 B2 B3", "P3 B1", ""], phase="over",
                          deck_size=0, round=10)
    for draw in (portray, portray_compact):
        shown = " ".join(map(str, draw(state, 0).texts()))
        hidden = " ".join(map(str, draw(state, 0, hide=frozenset({"points"})).texts()))
        assert "5 pts" in shown and "? pts" not in shown
        assert "5 pts" not in hidden and "pts" in hidden and hidden.count("? pts") == 4
        assert "Round 10 of 10" in hidden and "Round ? of ?" in " ".join(
            map(str, draw(state, 0, hide=frozenset({"rounds"})).texts()))
        assert "Game over: Yellow wins" in shown and "Yellow wins" not in " ".join(
            map(str, draw(state, 0, hide=frozenset({"winner"})).texts()))


@pytest.mark.parametrize("title", [s.title for s in STEPS if s.task.kind == "answer" and "points" in s.task.hides])
def test_a_scoring_question_hides_the_points_column_until_answered_then_shows_it(title):
    session = session_for("fish_frenzy", step(title))
    for compact in (False, True):
        session.compact = compact
        assert "? pts" in texts(session)
    answered(session)
    for compact in (False, True):
        session.compact = compact
        assert "? pts" not in texts(session) and " pts" in texts(session)


def test_every_scoring_question_hides_the_points():
    scoring = [s for s in STEPS if s.task.kind == "answer" and "points" in s.task.prompt.lower()]
    assert len(scoring) >= 6 and all("points" in s.task.hides for s in scoring)


def test_the_end_of_game_question_hides_its_round_count_and_has_no_log_to_look_back_through():
    session = session_for("fish_frenzy", step("End of the game"))
    assert "Round ? of ?" in texts(session) and "Round 10" not in texts(session)
    assert not session.has_history()  # stepping back would show "Round 3 of 10"
    answered(session)
    assert "Round 10 of 10" in texts(session)


def test_the_points_breakdown_waits_while_a_question_is_open():
    session = session_for("fish_frenzy", step("Scoring fish"))
    panel = BoardPanel(session)
    panel.explain.value = True
    assert panel.scores.value == HIDDEN_SCORES and "+3" not in panel.scores.value
    session.answer("5")
    panel.refresh()
    assert "Pink: most (3 cards) +3" in panel.scores.value and not panel.errors


def test_the_tie_breaker_pick_keeps_its_breakdown_back_until_picked():
    session = session_for("fish_frenzy", step("Tie breakers"))
    panel = BoardPanel(session)
    panel.explain.value = True
    assert "(wins)" not in panel.scores.value and "Red wins" not in texts(session)
    panel.on_click(*drawn_at(session.scene(), ("player", R)))
    assert session.coach.done and "(wins)" in panel.scores.value and not panel.errors


def test_the_goal_and_event_questions_ask_what_their_board_does_not_print():
    rainbow, tied = step("Goal and Event cards"), step("A tied Goal")
    assert rainbow.task.answer == 6 and session_for("fish_frenzy", rainbow).answer("3").kind == "task"
    assert tied.task.answer == 6 and session_for("fish_frenzy", tied).answer("3").kind == "task"


# ---- every attempt is judged, and the words name it -----------------------------------------------------------------
def test_dealing_the_cards_has_one_right_boat_and_a_covered_three_as_the_trap():
    lesson = step("Dealing the cards")
    session = session_for("fish_frenzy", lesson)
    right = [t for t in board_targets(session) if session.coach.judge_pick(t, session.state).done]
    assert right == [("boat", 1)] == list(lesson.task.solution)
    trap = session.coach.judge_pick(("boat", 2), session.state)
    assert not trap.done and "Boat 3's rightmost card" in trap.text and "covered" in trap.text
    done = session.click(*drawn_at(session.scene(), ("boat", 1)))
    assert done.kind == "done" and "boat 2's rightmost card, the pink Salmon" in done.text


@pytest.mark.parametrize("title,boats", [("Taking a turn", (1, 2)), ("Who goes next?", (1, 2, 3))])
def test_each_empty_boat_that_passes_is_named_in_its_praise(title, boats):
    lesson = step(title)
    for boat in boats:
        said = session_for("fish_frenzy", lesson).try_move(PlaceSeagull(boat))
        assert said.kind == "done" and f"boat {boat + 1}" in said.text


def test_sorting_the_catch_praises_collect_and_eat_for_what_each_took():
    lesson = step("Sorting the catch")
    collected = session_for("fish_frenzy", lesson).action("Collect")
    eaten = session_for("fish_frenzy", lesson).action("Eat")
    assert collected.kind == eaten.kind == "done"
    assert "You collected boat 1: black Mackerel (1), blue Sailfish (2)" in collected.text
    assert "You ate the blue Sailfish (2) on boat 1 and took 2 little fish" in eaten.text


@pytest.mark.parametrize("i", [i for i, s in enumerate(STEPS) if s.task.kind == "move"])
def test_a_missed_move_is_told_what_its_boat_did_not_just_the_tasks_hint(i):
    lesson = STEPS[i]
    session = session_for("fish_frenzy", lesson)
    passed = set(accepted_moves(session, lesson.task))
    for move in [m for m in legal_for_learner(session) if m not in passed]:
        said = session_for("fish_frenzy", lesson).try_move(move).text
        advice = said.split("not this lesson's task. ", 1)[1]
        assert f"boat {move.boat + 1}" in advice.lower() and advice != lesson.task.hint, advice


@pytest.mark.parametrize("i", [i for i, s in enumerate(STEPS) if s.task.kind == "pick"])
def test_a_missed_pick_names_what_was_clicked(i):
    lesson = STEPS[i]
    session = session_for("fish_frenzy", lesson)
    for kind, index in [t for t in board_targets(session) if not session.coach.judge_pick(t, session.state).done]:
        said = session.coach.judge_pick((kind, index), session.state).text
        named = f"boat {index + 1}" if kind == "boat" else ("you" if index == Y else session.state.seat_name(index))
        assert named.lower() in said.lower(), said


def test_eating_in_the_collect_lesson_says_eat_takes_only_the_rightmost_card():
    said = session_for("fish_frenzy", step("Collect")).try_move(Eat(0))
    assert said.kind == "task" and "only the rightmost card, the Crab" in said.text and "press Collect" in said.text


# ---- the little-fish control offers only what can be played -------------------------------------------------------
def challenge_session(stake: int = 1):
    state = from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={R: 1}, stakes={(1, R): stake},
                          hand=[4, 3, 4, 4], to_move=Y)
    return Session(state, GAME.play, seat=Y, bots={s: RandomBot(s) for s in (R, B, G)})


def test_the_little_fish_offered_are_those_a_landing_takes():
    session = challenge_session()  # Yellow holds 4: an empty boat is free, challenging Red takes exactly 2
    panel = BoardPanel(session)
    assert panel.choices["tokens"].options == (0, 2) == session.choice_options()["tokens"]


def test_other_little_fish_offered_redraw_the_controls_buttons_in_one_message():
    """ipywidgets' toggle buttons keep their old buttons when new labels read as the old ones' places ("0 1 2" after
    "0 2 4") and the page fails to light one; they redraw them when an icon changed: the same control gets the new
    options, hints and (empty) icons changed, all in one message, and no control is opened or closed."""
    with recorded_messages() as sent:  # what the kernel would send the page
        panel = BoardPanel(challenge_session())
        old = panel.choices["tokens"]
        icons = old.icons
        session = challenge_session(stake=2)  # Red's seagull now holds 2 there: a challenge takes 3
        offered = session.choice_options()["tokens"]
        assert tuple(offered) != old.options, offered
        sent.clear()
        panel.set_session(session)
    fresh = panel.choices["tokens"]
    assert fresh is old and fresh.options == tuple(offered) and fresh in panel.controls.children
    assert fresh.icons != icons and not any(fresh.icons) and len(fresh.tooltips) == len(offered)
    assert not [kind for _, kind, _ in sent if kind in ("comm_open", "comm_close")], sent
    changes = [d["state"] for c, _, d in sent if c == old.model_id and "_options_labels" in d.get("state", {})]
    assert len(changes) == 1 and "icons" in changes[0], sent
    fresh.value = offered[-1]
    assert session.values["tokens"] == offered[-1] and not panel.errors


def test_a_kept_choice_no_challenge_takes_is_said_with_what_one_takes_and_the_rules_refuse_it():
    session = challenge_session()
    panel = BoardPanel(session)
    session.values["tokens"] = 3  # held, but no challenge takes 3
    panel.refresh()
    assert panel.choices["tokens"].index is None and "a challenge takes 2" in panel.picked.value
    panel.on_click(*drawn_at(session.scene(), ("boat", 1)))
    assert session.feedback.kind == "refused" and "exactly 2 little fish" in session.feedback.text
    assert not session.state.history and not panel.errors


def test_a_kept_choice_the_hand_no_longer_covers_is_said_in_words_and_nothing_is_played():
    session = challenge_session()
    panel = BoardPanel(session)
    before = session.state.snapshot()
    session.values["tokens"] = 6  # kept from before: more than the 4 held
    panel.refresh()
    assert session.values["tokens"] == 6 and panel.choices["tokens"].index is None  # not replaced, none lit
    assert "6 little fish, more than the 4 you hold" in panel.picked.value
    panel.on_click(*drawn_at(session.scene(), ("boat", 1)))
    assert session.state.snapshot() == before and not session.state.history
    assert "You chose 6 little fish, but you hold only 4" in session.feedback.text
    panel.on_cancel()
    assert session.values["tokens"] == 0 and panel.choices["tokens"].value == 0 and not panel.errors


def test_a_chosen_number_of_little_fish_is_shown_and_played_as_chosen():
    session = challenge_session()
    panel = BoardPanel(session)
    panel.choices["tokens"].value = 2
    assert "2 little fish to play" in panel.picked.value
    panel.on_click(*drawn_at(session.scene(), ("boat", 1)))
    assert session.state.history[0] == (Y, PlaceSeagull(1, 2)) and not panel.errors


def test_a_move_the_rules_refuse_in_a_lesson_also_says_what_the_lesson_asks():
    step = next(s for s in LESSONS["fish_frenzy"] if s.title == "Taking a turn")
    session = Session(step.scenario(), GAME.play, seat=step.seat, seed=7)
    from fishtutor.lessons.base import Coach
    session.coach = Coach(step.task)
    before = session.state.snapshot()
    said = session.try_move(PlaceSeagull(3))  # Green is on boat 4: landing there free is no challenge
    assert said.kind == "refused" and f"(This lesson asks: {step.task.prompt})" in said.text
    assert session.state.snapshot() == before
