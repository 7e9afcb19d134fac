"""The classroom page is a page: one answer box per question, no answer shown before it is checked."""
import json
import re
from pathlib import Path

from fishtutor.probability import fish_frenzy as ff
from fishtutor.tutor import ProbabilityCorner
from fishtutor.tutor import classroom_page as page
from fishtutor.probability.answers import show

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "fish_frenzy_probability.ipynb"


def _cells():
    return json.loads(NOTEBOOK.read_text())["cells"]


def test_every_question_has_its_own_answer_box_and_nothing_asks_for_lab():
    cells = _cells()
    questions = [c for c in cells if c["cell_type"] == "markdown" and "".join(c["source"]).startswith("## ")]
    corners = [c for c in cells if c["cell_type"] == "code" and "ProbabilityCorner([" in "".join(c["source"])]
    assert len(questions) == len(corners) >= 5
    text = " ".join("".join(c["source"]) for c in cells).lower()
    assert "run the cell" not in text and "between the quotes" not in text and "jupyterlab" not in text


def test_the_page_as_saved_shows_no_answer_before_it_is_checked():
    answers = [ex.exact for ex in ff.exercises(4)] + [page.crab_right_five().exact]
    shown = " ".join(json.dumps(c.get("outputs", [])) for c in _cells() if c["cell_type"] == "code")
    for exact in answers:
        if exact.denominator == 1:  # a count: never said with its unit ("10 rounds")
            assert not re.search(rf"(?<!\d){exact}\s*rounds", shown), exact
        else:
            assert str(exact) not in shown and show(exact) not in shown, exact


def _corner(index, **worked):
    return ProbabilityCorner([ff.exercises(4)[index]], trials=2_000, seed=7, worked=worked)


def test_a_simulation_run_before_answering_keeps_the_exact_answer_back():
    corner = _corner(1)
    exact = str(corner.exercise.exact)
    corner.on_simulate()
    assert "simulated" in corner.result.value and exact not in corner.result.value
    assert "once you have checked your answer" in corner.result.value
    corner.answer.value = "0.9"
    corner.on_check()
    assert exact not in corner.result.value and exact not in corner.feedback.value
    corner.answer.value = exact
    corner.on_check()
    assert f"exact {exact}" in corner.result.value and "once you have checked" not in corner.result.value


def test_the_worked_answer_appears_once_checked_right_or_shown():
    corner = _corner(1, some_crab=lambda: "<table>worked</table>")
    corner.answer.value = "1/2"
    corner.on_check()
    assert corner.worked.value == ""
    corner.answer.value = str(corner.exercise.exact)
    corner.on_check()
    assert "worked" in corner.worked.value
    other = _corner(1, some_crab=lambda: "<table>worked</table>")
    other.on_reveal()
    assert "worked" in other.worked.value and not other.errors


def test_the_worked_answers_build_with_numbers_kept_whole():
    worked = page.some_crab_worked()
    assert "\u00a0±\u00a0" in worked and "<img alt=" in worked and "data:image/png;base64," in worked
    assert "exactly 10 rounds" in page.rounds_worked()
    assert "Extra" in page.eat_worked() and "+3" in page.eat_worked()
