"""A Voilà assignment opened for a student of the server's class: their own numbers, no Show exact answer, their
own storage; a preheated page takes the student from its link when it arrives; anyone else is told plainly."""
import pytest

from fishtutor.probability.course import student_assignment
from fishtutor.tutor.assignment_page import KEY_ENV, ROSTER_ENV, AssignmentPage

CLASS = ["ana@example.org", "Bo Li", "chen"]


@pytest.fixture
def served_class(tmp_path, monkeypatch):
    roster = tmp_path / "roster.csv"
    roster.write_text("student\n" + "\n".join(CLASS) + "\n")
    monkeypatch.setenv(ROSTER_ENV, str(roster))
    monkeypatch.setenv(KEY_ENV, "phrase")
    return roster


def test_a_students_page_has_their_numbers_and_no_show_answer(served_class):
    page = AssignmentPage("fishy", student="chen")
    own = student_assignment("fishy", "chen", "phrase", CLASS)
    assert [c.course_question.exercise.question for c in page.cards] == [q.exercise.question for q in own.questions]
    assert all(c.buttons["Show exact answer"].layout.display == "none" for c in page.cards)
    assert page.viewport.key != AssignmentPage("fishy", student="Bo Li").viewport.key
    assert "Show exact answer" not in page.header.value


def test_a_preheated_page_opens_the_student_of_its_link(served_class):
    page = AssignmentPage("fishy")  # built before its link is known
    assert page.student is None
    page.on_link({"student": "ana@example.org"})
    assert page.student == "ana@example.org" and "Your own numbers" in page.header.value
    assert page.cards[0].widget in page.widget.children


@pytest.mark.parametrize("who,words", [("zed", "is not in this class"), ("<b>x</b>", "&lt;b&gt;")])
def test_a_link_naming_nobody_in_the_class_is_told_so_and_gets_the_shared_numbers(served_class, who, words):
    page = AssignmentPage("fishy", student=who)
    assert page.student is None and words in page.header.value
    assert page.cards[0].buttons["Show exact answer"].layout.display != "none"


def test_without_a_class_roster_a_student_link_says_everyone_gets_the_same(monkeypatch):
    monkeypatch.delenv(ROSTER_ENV, raising=False)
    page = AssignmentPage("fishy", student="ana")
    assert page.student is None and "no class roster" in page.header.value


def test_before_an_answer_the_simulation_shows_a_range_not_a_number_to_copy(served_class):
    page = AssignmentPage("fishy", student="chen")
    card = next(c for c in page.cards if c.exercise.simulated)
    card.on_simulate()
    assert " put the answer between " in card.result.value
    assert f"{card.estimate.mean:.4f}" not in card.result.value


def test_a_question_resting_on_a_map_or_cards_shows_its_picture_on_the_page():
    page = AssignmentPage("fishing_frenzy")
    drawn = [c for c in page.cards if c.course_question.figure is not None]
    assert drawn, "Fishing Frenzy's map questions come with their map"
    for card in drawn:
        assert "<svg" in card.figure.value and card.figure in card.widget.children
        at = card.widget.children.index(card.figure)
        assert card.widget.children[at - 1] is card.question  # right under the question's words
