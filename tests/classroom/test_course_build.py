"""The graded course built with Otter-Grader, offline: masters score full marks, blank student notebooks zero, a
named slip fails its question in the slip's words, a damaged check cell is named; the teacher's guide lists every
question. The course is built once for the file (Otter Assign without its own test run); the masters and blanks
are graded in this process on the autograder's own test files, and one submission per assignment goes through
Otter's real runner (a kernel each), so the file stays within seconds of CPU, not minutes."""
from __future__ import annotations

import contextlib
import io
import json
import zipfile
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from fishtutor.course import cells, checks, guide

from fishtutor.course.build import AUTOGRADER, build
from fishtutor.course.master import question_name
from fishtutor.probability.course import GAME_ORDER, assignment, course
from tests.support import ROOT

# a test given ``built`` (Otter builds and grades) is marked grading by tests/conftest.py: make check leaves it out
# one file, so one worker builds the course once for it (make test hands out whole files: tests/conftest.py)
pytestmark = [pytest.mark.filterwarnings("ignore:The inplace keyword:DeprecationWarning"),  # Otter's own pandas calls
              pytest.mark.filterwarnings("ignore::FutureWarning"),
              pytest.mark.filterwarnings("ignore:Traits should be given as instances:DeprecationWarning")]
GAMES = list(GAME_ORDER)
_GRADED: dict = {}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The whole course, built once into a temporary folder."""
    out = tmp_path_factory.mktemp("course")
    build(out, run_tests=False)
    return out


def student_notebook(out: Path, game: str) -> Path:
    return out / game / "student" / f"{game}.ipynb"


def master_notebook(out: Path, game: str) -> Path:
    return out / game / "autograder" / f"{game}.ipynb"


def source(cell) -> str:
    return "".join(cell.source) if isinstance(cell.source, list) else cell.source


def grade_here(path: Path, tests: Path) -> dict[str, tuple[float, float, str]]:
    """Run the notebook's own code (not Otter's cells, not the simulations) here, then Otter's test files on it:
    per question, the score, the points possible and Otter's feedback."""
    from otter.test_files.exception_test import ExceptionTestFile
    nb = nbformat.read(path, as_version=4)
    env: dict = {}
    for cell in nb.cells:
        if cell.cell_type == "code" and "grader" not in source(cell) \
                and "otter_ignore" not in cell.metadata.get("tags", []):
            exec(source(cell), env)
    graded = {}
    for test in sorted(tests.glob("q*.py")):
        tf = ExceptionTestFile.from_file(str(test))
        tf.run(env)
        graded[tf.name] = (tf.score, tf.possible, tf.summary())
    return graded


def first_slip(game: str) -> tuple[int, Fraction, str] | None:
    """The first question of the assignment naming a slip: its index, the slip's answer and its words."""
    for i, q in enumerate(assignment(game).questions):
        if q.exercise.mistakes:
            wrong, told = q.exercise.mistakes[0]
            return i, Fraction(wrong), told
    return None


def slipped_copy(out: Path, game: str) -> tuple[Path, str | None, str | None, str, str]:
    """The master with one slip typed as a string, one other question's check cell edited and another's deleted:
    the copy Otter's real runner grades. Returns its path, the slipped question, the slip's words, and the
    edited and deleted questions (no question slipped when the assignment names no slip: the slip test then
    fails, the damage test still runs)."""
    slip = first_slip(game)
    name, told = (question_name(slip[0]), slip[2]) if slip else (None, None)
    others = [question_name(k) for k in range(len(assignment(game).questions)) if question_name(k) != name]
    edited, deleted = others[0], others[-1]
    nb = nbformat.read(master_notebook(out, game), as_version=4)
    kept = []
    for cell in nb.cells:
        text = source(cell)
        if slip and text.startswith(f"{name} = "):
            cell.source = f'{name} = "{slip[1]}"'
        if text == cells.check_call(deleted):
            continue
        if text == cells.check_call(edited):
            cell.source = text + "  # run it twice\n" + text
        kept.append(cell)
    nb.cells = kept
    path = out / game / f"slipped_{game}.ipynb"
    nbformat.write(nb, path)
    return path, name, told, edited, deleted


def graded_by_otter(out: Path, game: str):
    """The slipped copy graded by Otter's own runner with the built autograder zip (once per game)."""
    from fishtutor.course.grading import grade
    if game not in _GRADED:
        path, *rest = slipped_copy(out, game)
        _GRADED[game] = (grade(path, out / game / "autograder" / AUTOGRADER), *rest)
    return _GRADED[game]


@pytest.mark.parametrize("game", GAMES)
def test_the_build_writes_student_autograder_and_master_versions(built, game):
    student = nbformat.read(student_notebook(built, game), as_version=4)
    questions = assignment(game).questions
    answers = [source(c) for c in student.cells if "otter_answer_cell" in c.metadata.get("tags", [])]
    assert answers == [f"{question_name(i)} = ..." for i in range(len(questions))]
    checks_ = [source(c) for c in student.cells if source(c).startswith("grader.check(")]
    assert checks_[:len(questions)] == [cells.check_call(question_name(i)) for i in range(len(questions))]
    assert not any(c.get("outputs") for c in student.cells), "the student version prints nothing yet"
    everything = "\n".join(source(c) for c in student.cells)
    for q in questions:  # the answer is in no form anywhere (the ways of writing are shown on another number)
        exact = q.exercise.exact
        assert f"Fraction({exact.numerator}, {exact.denominator})" not in everything, q.id
        if exact.denominator != 1:
            assert f'"{exact.numerator}/{exact.denominator}"' not in everything, q.id
            assert f"`{float(exact)}`" not in everything, q.id
    with zipfile.ZipFile(built / game / "autograder" / AUTOGRADER) as zf:
        names = set(zf.namelist())
        config = json.loads(zf.read("otter_config.json"))
    assert {f"tests/{question_name(i)}.py" for i in range(len(questions))} <= names
    assert not config.get("plugins"), "grading needs nothing from fishtutor: no plugin of ours"
    for i in range(len(questions)):  # the autograder's tests carry the judge: nothing imported from fishtutor
        with zipfile.ZipFile(built / game / "autograder" / AUTOGRADER) as zf:
            test = zf.read(f"tests/{question_name(i)}.py").decode()
        assert "fishtutor" not in test and "def judge(" in test
    assert (built / game / "master" / f"{game}.ipynb").exists()


def test_the_front_page_lists_the_four_assignments(built):
    front = (built / "README.md").read_text()
    for a in course():
        assert a.title in front and f"`{a.game}/`" in front


@pytest.mark.parametrize("game", GAMES)
def test_a_master_notebook_gets_full_marks(built, game):
    graded = grade_here(master_notebook(built, game), built / game / "student" / "tests")
    assert len(graded) == len(assignment(game).questions)
    assert all(score == possible > 0 for score, possible, _ in graded.values()), graded


@pytest.mark.parametrize("game", GAMES)
def test_a_blank_student_notebook_gets_zero(built, game):
    graded = grade_here(student_notebook(built, game), built / game / "student" / "tests")
    assert len(graded) == len(assignment(game).questions)
    assert all(score == 0 for score, _, _ in graded.values()), graded
    assert all("No answer yet" in feedback for _, _, feedback in graded.values())


@pytest.mark.parametrize("game", GAMES)
def test_otter_fails_a_named_slip_in_the_slips_words(built, game):
    graded, name, told, _, _ = graded_by_otter(built, game)
    assert name, f"{game}'s assignment names no slip at all"
    assert graded.scores[name] == 0, graded.scores
    assert told in graded.feedback[name]
    others = {n: s for n, s in graded.scores.items() if n != name}
    assert all(s == graded.possible[n] for n, s in others.items()), others


@pytest.mark.parametrize("game", GAMES)
def test_otter_grades_damaged_check_cells_on_its_own_tests_and_names_them(built, game):
    graded, _, _, edited, deleted = graded_by_otter(built, game)
    for name in (edited, deleted):
        assert graded.scores[name] == graded.possible[name], f"{name} is graded on Otter's own tests all the same"


@pytest.mark.parametrize("game", GAMES[:1])
def test_the_grade_command_prints_the_score_and_names_the_damage(built, game):
    graded, _, _, edited, deleted = graded_by_otter(built, game)
    line = graded.line()
    assert line.startswith(f"slipped_{game}.ipynb: {graded.total:g} / {sum(graded.possible.values()):g}")


def test_the_course_command_refuses_to_run_without_a_command(capsys):
    from fishtutor.course.__main__ import main
    with pytest.raises(SystemExit):
        main([])
    assert "build" in capsys.readouterr().err


def test_the_plugin_finds_nothing_wrong_in_an_intact_notebook():
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell('grader.check("q1")'),
                                         nbformat.v4.new_code_cell('grader.check("q2")')])
    assert cells.damaged(nb, ["q1", "q2"]) == {}
    nb.cells[1].source = "grader.check('q2'); print(1)"
    assert cells.damaged(nb, ["q1", "q2"]) == {"q2": "edited"}
    nb.cells.pop(0)
    assert cells.damaged(nb, ["q1", "q2"]) == {"q1": "deleted", "q2": "edited"}


@pytest.mark.parametrize("typed", [Fraction(3, 8), "3/8", "0.375", "37.5%", 0.375, " 3 / 8 "])
def test_the_checker_takes_every_way_of_writing_an_answer(typed):
    q = next(q for a in course() for q in a.questions if q.exercise.probability)
    exact = q.exercise.exact
    scaled = {Fraction(3, 8): exact, "3/8": f"{exact.numerator}/{exact.denominator}", "0.375": str(float(exact)),
              "37.5%": f"{float(exact) * 100!r}%", 0.375: float(exact), " 3 / 8 ": f" {exact.numerator} / "
              f"{exact.denominator} "}[typed]
    right, message = checks.verdict(q.id, scaled)
    assert right, message


@pytest.mark.parametrize("answers", [{Fraction(3, 8)}, {Fraction(3, 8), Fraction(5, 16)}, {Fraction(1, 2)}])
def test_the_ways_of_writing_an_answer_are_never_shown_on_an_answer_of_the_assignment(answers):
    assert checks.example(answers) not in answers
    said = checks.type_help(answers)
    for exact in answers:
        assert f"Fraction({exact.numerator}, {exact.denominator})" not in said and f"{float(exact)}" not in said


@pytest.mark.parametrize("junk", [[1, 2], "fish", True, object(), float("nan"), ...])
def test_junk_fails_with_one_plain_sentence(junk):
    q = course()[0].questions[0]
    right, message = checks.verdict(q.id, junk)
    assert not right
    assert message.count(". ") <= 1 and "Traceback" not in message and "object at 0x" not in message, message


def test_junk_text_is_told_the_ways_of_writing_on_a_number_that_is_no_answer():
    a = course()[0]
    right, message = checks.verdict(a.questions[0].id, "fish")
    assert not right and "fish" in message
    shown = checks.example(q.exercise.exact for q in a.questions)
    assert f"{shown.numerator}/{shown.denominator}" in message
    for q in a.questions:
        e = q.exercise.exact
        assert f"Fraction({e.numerator}, {e.denominator})" not in message and f'"{e}"' not in message, (q.id, message)


def test_the_simulate_cell_is_seeded_and_never_shows_the_exact_answer():
    q = next(q for a in course() for q in a.questions if q.exercise.simulated)
    runs = []
    for _ in range(2):
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            checks.simulate(q.id, trials=2000, seed=5)
        runs.append(printed.getvalue())
    assert runs[0] == runs[1] and "seed 5" in runs[0] and "2,000 simulated tries" in runs[0]
    assert "exact" not in runs[0] and str(q.exercise.exact) not in runs[0]


@pytest.mark.parametrize("render", [guide.markdown, guide.html_body])
def test_the_guide_gives_every_question_its_goal_minutes_and_slips(render):
    text = render()
    unescape = __import__("html").unescape if render is guide.html_body else (lambda s: s)
    plain = unescape(text.replace("<strong>", "**").replace("</strong>", "**").replace("<code>", "`")
                     .replace("</code>", "`"))
    for a in course():
        assert a.title in plain
        for q in a.questions:
            assert q.exercise.question in plain and q.goal in plain, q.id
            assert f"about {q.minutes}" in plain, q.id
            for slip in q.slips:
                assert slip.reveals in plain and slip.told in plain, (q.id, slip.told)
            for _, told in q.exercise.mistakes:
                assert told in plain, (q.id, told)
    for where in guide.HAND_OUT:
        assert where in plain
    assert "otter run -a" in plain and "nbgitpuller" in plain and "make course" in plain


def test_the_served_guide_is_the_guide_from_the_data():
    nb = nbformat.read(ROOT / "notebooks" / "teachers_guide.ipynb", as_version=4)
    shown = [o["data"]["text/html"] for c in nb.cells if c.cell_type == "code" for o in c.outputs
             if "text/html" in o.get("data", {})]
    assert shown and "".join(shown[0]) == guide.html_body()
