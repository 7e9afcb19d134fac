"""Jumping Fish's lessons as a learner meets them: the words for each attempt name what was done, the two rules
the learner now does (climbing under a guard, softening a Cat's push), and the text under the barrel never cut."""
import pytest

from fishtutor.games import GAMES
from fishtutor.games.fishy.portray import COMPACT, WIDE, _wrapped
from fishtutor.games.jumping_fish import portray as portray_jumping
from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
from fishtutor.games.jumping_fish.moves import NO_CAT_EFFECT, Answer, PlayCat, PlayLevel
from fishtutor.lessons.jumping_fish import STEPS
from tests.support.lesson_contract import accepted_moves, legal_for_learner, session_for
from tests.engine.fishy.test_fishy_render import jumping_after
from tests.support import drawn_at
from tests.tutor.test_render import misfits

RED, BLUE, YELLOW = range(3)
STEP = {step.title: step for step in STEPS}


def tried(title: str, move):
    """The lesson's session after the learner tried ``move`` (the feedback, and the session)."""
    session = session_for("jumping_fish", STEP[title])
    return session.try_move(move), session


def card_words(move) -> str:
    """How the words name the card a move plays."""
    if type(move) is PlayLevel:
        return f"Level {move.card[1]} card"
    return "Cat" if type(move) is PlayCat else "push"


# ---- the words for each attempt --------------------------------------------------------------------------
def test_rotting_praise_names_the_level_the_fish_actually_came_from():
    from_2, _ = tried("Jumping out and rotting", PlayCat(BLUE, 2))
    from_1, _ = tried("Jumping out and rotting", PlayCat(BLUE, 1))
    assert from_2.kind == from_1.kind == "done"
    assert "from level 2" in from_2.text and "level 1" not in from_2.text.split("onto")[0]
    assert "from level 1" in from_1.text and "level 2" not in from_1.text  # the bug: "two levels down from level 2"


def test_a_wrong_card_in_lesson_3_is_named_with_its_option_and_the_task_asked():
    said, session = tried("A Level card nobody has played yet", PlayLevel("L2", 1))
    assert said.kind == "task" and not session.coach.done
    assert "Level 2 card's option 1" in said.text and "level 5" in said.text and "Level 3 card" in said.text
    assert "moves one fish up three levels" not in said.text  # never asks for what was just done
    other_way, _ = tried("A Level card nobody has played yet", PlayLevel("L3", 2))
    assert "Level 3 card's option 2" in other_way.text and "stays in the barrel" in other_way.text


def test_every_missed_move_is_told_by_its_card_and_what_it_would_do():
    for step in STEPS:
        if step.task.kind != "move":
            continue
        session = session_for("jumping_fish", step)
        accepted = set(accepted_moves(session, step.task))
        for move in [m for m in legal_for_learner(session) if m not in accepted]:
            said, _ = tried(step.title, move)
            advice = said.text.split("this lesson's task. ", 1)[1]
            assert card_words(move) in advice, (step.title, move, advice)
            assert "would" in advice, (step.title, move, advice)


def test_praise_for_several_passing_moves_names_each_card():
    for title, moves in (("The end, and the tie break", (PlayLevel("L1", 0), PlayLevel("L2", 0))),
                         ("Cards back, the Dragon moves on", (PlayLevel("L4", 1), PlayLevel("L2", 2))),
                         ("Rotted fish come back", (NO_CAT_EFFECT, PlayCat(RED, 3)))):
        words = []
        for move in moves:
            said, _ = tried(title, move)
            assert said.kind == "done", (title, move, said)
            words.append(said.text)
        assert card_words(moves[0]) in words[0] and card_words(moves[1]) in words[1], words


def test_a_push_on_the_rounds_last_card_is_told_the_round_would_not_end_yet():
    for title, move in (("Rotted fish come back", PlayCat(BLUE, 3)),
                        ("Cards back, the Dragon moves on", PlayLevel("L1", 3))):
        said, session = tried(title, move)
        assert said.kind == "task" and "would answer the push first" in said.text and "not be over" in said.text
        assert session.state.round == 1


# ---- the rules the learner now does ----------------------------------------------------------------------
def test_under_a_guard_only_fish_that_stop_below_it_may_climb():
    step = STEP["The price of a guard"]
    session = session_for("jumping_fish", step)
    assert session.state.guards == [(RED, 3)]
    assert accepted_moves(session, step.task) == [PlayLevel("L1", 3)] == list(step.task.solution)
    for blocked in (PlayLevel("L1", 1), PlayLevel("L1", 2), PlayLevel("L2", 1), PlayCat(RED, 1), PlayCat(RED, 2)):
        said, session = tried("The price of a guard", blocked)
        assert said.kind == "refused" and "into or past level 3" in said.text, (blocked, said)
    said, session = tried("The price of a guard", PlayLevel("L1", 3))
    assert said.kind == "done" and "level 1 went to level 2 (× 3)" in said.text
    assert session.state.levels[1][RED] == 5


def test_softening_a_cats_push_drops_the_fish_one_level_instead_of_rotting():
    step = STEP["Softening a Cat's push"]
    session = session_for("jumping_fish", step)
    assert session.state.pending[:4] == (2, BLUE, 2, RED)
    assert set(legal_for_learner(session)) == {Answer(True), Answer(False)}
    let_it, session = tried(step.title, Answer(False))
    assert let_it.kind == "task" and "would rot" in let_it.text and session.state.supply[RED] == 0
    said, session = tried(step.title, Answer(True))
    assert said.kind == "done" and "from level 2 went to level 1" in said.text
    assert session.state.levels[0][RED] == 1 and session.state.supply[RED] == 0


# ---- the text under the barrel -----------------------------------------------------------------------------
def pictures():
    """Every Jumping Fish lesson board with nothing picked and with each card of the hand picked, and a crowded
    table (six players, fish jumped, a guard), at both layouts: (name, state, seat, scene)."""
    boards = [(step.title, step.scenario(), step.seat) for step in STEPS]
    crowded = jumping_after([("L5", 1), ("L4", 2), ("L3", 1), ("L3", 3)], 6)
    crowded.apply(Answer(True), crowded.current_players()[0])
    boards.append(("crowded", crowded, crowded.current_players()[0]))
    for name, state, seat in boards:
        for card in (None, *dict.fromkeys(state.hands[seat])):
            for compact in (False, True):
                values = {}
                if card is not None:
                    JUMPING_PLAY.move_for_target(state, seat, ("card", card), values)
                lit, focus = JUMPING_PLAY.highlights(state, seat, values)
                yield (f"{name} {card} {'phone' if compact else 'wide'}", state, seat, focus,
                       JUMPING_PLAY.portray(state, seat, lit, focus, compact=compact))


def test_every_line_of_the_notes_under_the_barrel_is_drawn_whole():
    with_options = 0
    for name, state, seat, focus, scene in pictures():
        shown = portray_jumping.table(state, seat, focus)
        lines = _wrapped(shown.notes, (COMPACT if scene.width == COMPACT.width else WIDE).barrel_w)
        texts = scene.texts()
        assert all(line in texts for line in lines), (name, [line for line in lines if line not in texts])
        assert all(o.words in texts for o in shown.options), name
        with_options += bool(shown.options)
        assert not misfits(scene), (name, misfits(scene)[:3])
    assert with_options >= 20


def test_lesson_3_with_the_ways_showing_keeps_the_whole_round_note_on_both_layouts():
    step = STEP["A Level card nobody has played yet"]
    for compact in (False, True):
        session = session_for("jumping_fish", step)
        session.compact = compact
        session.click(*drawn_at(session.scene(), ("card", "L3")))
        texts = session.scene().texts()
        assert "1. one fish up 3 levels" in texts
        assert "First with none in front and two or fewer in the barrel wins." in texts, texts


def test_the_picture_keeps_its_size_when_a_card_is_picked():
    step = STEP["A Level card nobody has played yet"]
    for compact in (False, True):
        session = session_for("jumping_fish", step)
        session.compact = compact
        before = session.scene().height
        session.click(*drawn_at(session.scene(), ("card", "L3")))
        assert session.scene().height == before


@pytest.mark.parametrize("compact", [False, True])
def test_a_bystanders_picture_fits_too(compact):
    scene = GAMES["jumping_fish"].play.portray(jumping_after([("L3", 1)]), None, compact=compact)
    assert not misfits(scene)


def test_the_seat_colours_are_an_edition_choice_marked_where_the_lessons_set_out_the_fish():
    from fishtutor.core import edition
    choice = edition.choice("jumping_seat_colours", "jumping_fish")
    assert "Red, Blue, Yellow, White, Green and Black" in choice.this_edition
    assert choice in edition.lesson_choices("jumping_fish", STEPS[0].rule, STEPS[0].marks)
    assert edition.told_in("jumping_fish", STEPS[0].text) and choice in edition.told_in("jumping_fish", STEPS[0].text)
