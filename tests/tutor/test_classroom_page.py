"""The Fish Frenzy assignment's worked answers: tables and plots built only once a question is answered."""
from fishtutor.probability.course import assignment
from fishtutor.tutor import classroom_page as page
from fishtutor.tutor.assignment_page import AssignmentPage


def test_the_worked_answers_build_with_numbers_kept_whole():
    worked = page.some_crab_worked()
    assert "\u00a0±\u00a0" in worked and "<img alt=" in worked and "data:image/png;base64," in worked
    assert "exactly 10 rounds" in page.rounds_worked()
    assert "Extra" in page.eat_worked() and "+3" in page.eat_worked()


def test_a_worked_table_is_built_only_once_its_question_is_answered(monkeypatch):
    built = []
    monkeypatch.setitem(page.WORKED, "rounds", lambda: built.append(1) or "<table>rounds worked</table>")
    ff = AssignmentPage("fish_frenzy")
    card = next(c for c in ff.cards if c.id == "rounds")
    card.answer.value = "9"
    card.on_check()
    assert built == [] and "rounds worked" not in card.worked.value
    card.answer.value = str(card.exercise.exact)
    card.on_check()
    assert built == [1] and "rounds worked" in card.worked.value


def test_the_fish_frenzy_page_opens_with_the_deck_and_no_other_page_does():
    assert "The deck:" in page.preamble("fish_frenzy") and "<table" in page.preamble("fish_frenzy")
    assert page.preamble("fishy") == "" and page.worked_for("no such question") is None
    assert {"rounds", "some_crab", "eat_last"} >= set(page.WORKED)
    assert "The deck:" in AssignmentPage(assignment("fish_frenzy")).header.value


def test_every_worked_table_belongs_to_a_question_of_the_fish_frenzy_assignment():
    ids = {q.id for q in assignment("fish_frenzy").questions}
    assert set(page.WORKED) <= ids, f"worked tables for questions the assignment no longer has: {set(page.WORKED) - ids}"
