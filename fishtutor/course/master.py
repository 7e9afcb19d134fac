"""An assignment as an Otter-Grader master notebook: the config cell, then per question its prompt, the answer
cell (solution marked), the tests (plain asserts calling the course checker; the build replaces Otter's copies with
test files carrying the judge) and a seeded Simulate cell. Grading needs nothing from fishtutor: the cells that
import it are ones Otter skips when it grades."""
from __future__ import annotations

import textwrap
from fractions import Fraction

import nbformat
import yaml

from fishtutor.probability.course import Assignment, Question

from .checks import example

SEED = 2026  # the Simulate cells' seed: the same seed gives the same numbers
IGNORED = {"tags": ["otter_ignore"]}  # Otter's grader skips these cells (the simulations are for the learner)
LOCKED = {"deletable": False, "editable": False}


def question_name(index: int) -> str:
    """Otter's name for the question at ``index`` (0-based): q1, q2, ..."""
    return f"q{index + 1}"


def config(assignment: Assignment) -> dict:
    """The assignment config cell's settings: no PDFs, tests in files, nothing to install beyond Otter itself."""
    return {
        "name": assignment.game,
        "init_cell": True,
        "check_all_cell": True,
        "export_cell": False,
        "run_tests": True,
        "solutions_pdf": False,
        "template_pdf": False,
        "tests": {"files": True, "ok_format": False},
        "generate": {"pdf": False, "show_stdout": True, "show_all_public": True},
    }


def literal(value: Fraction) -> str:
    """The exact answer as Python the solution cell assigns."""
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"Fraction({value.numerator}, {value.denominator})"


def raw(text: str):
    """A raw cell (Otter's block markers)."""
    return nbformat.v4.new_raw_cell(text)


def figure_name(index: int) -> str:
    """The file beside the notebook that draws what question ``index`` rests on."""
    return f"{question_name(index)}.svg"


def prompt(index: int, question: Question, example_: Fraction) -> str:
    """The question as the learner reads it (its picture beside the notebook, when it has one)."""
    ex = question.exercise
    kind = "a chance" if ex.probability else ("a whole number" if ex.whole else "a number")
    picture = f"\n\n![What question {index + 1} rests on]({figure_name(index)})" if question.figure else ""
    exact = "" if ex.whole else " Give the exact value: a fraction, or a decimal to 4 places."
    return (f"### Question {index + 1} ({question.stage}, about {question.minutes} minutes)\n\n"
            f"{question.exercise.question}{picture}\n\nThe answer is {kind}.{exact} {how_to_answer(example_)}")


def how_to_answer(e: Fraction) -> str:
    """How to write an answer, shown on ``e`` (a number no question of the assignment has for its answer)."""
    return (f"Write your answer after the `=`: a fraction such as `Fraction({e.numerator}, {e.denominator})`, "
            f"text such as `\"{e.numerator}/{e.denominator}\"`, `\"{float(e)}\"` or `\"{float(e * 100):g}%\"`, "
            f"or a number such as `{float(e)}`. Then run the check cell below it.")


def test_source(name: str, question: Question) -> str:
    """The test cell: one plain assert on the course checker's verdict (its message names a slip)."""
    return textwrap.dedent(f"""\
        def test_{name}({name}):
            from fishtutor.course.checks import verdict
            right, message = verdict({question.id!r}, {name})
            assert right, message
        test_{name}({name})""")


def question_cells(index: int, question: Question, example_: Fraction) -> list:
    """One question's block: markers, prompt, solution, tests; then its Simulate cell outside the block."""
    name = question_name(index)
    return [
        raw(f"# BEGIN QUESTION\nname: {name}\npoints: {question.points}"),
        nbformat.v4.new_markdown_cell(prompt(index, question, example_)),
        raw("# BEGIN SOLUTION"),
        nbformat.v4.new_code_cell(f"{name} = {literal(question.exercise.exact)}  # SOLUTION"),
        raw("# END SOLUTION"),
        raw("# BEGIN TESTS"),
        nbformat.v4.new_code_cell(test_source(name, question)),
        raw("# END TESTS"),
        raw("# END QUESTION"),
        nbformat.v4.new_markdown_cell(simulate_note(question)),
    ] + ([nbformat.v4.new_code_cell(simulate_call(question), metadata=IGNORED)]
         if question.exercise.simulated else [])


def simulate_call(question: Question) -> str:
    """The Simulate cell's code: the question's own variant, seeded."""
    variant = f", variant={question.variant}" if question.variant else ""
    return f"simulate({question.id!r}{variant}, seed={SEED})"


def student_line(student: str | None) -> str:
    """The cell naming whom the notebook is for: its grade is judged against that student's numbers."""
    return f"STUDENT = {student!r}  # whom this notebook is for: leave this line as it is"


def simulate_note(question: Question) -> str:
    """What the Simulate cell is for."""
    if not question.exercise.simulated:
        return "**Simulate.** This answer never varies from game to game, so there is nothing to simulate."
    return ("**Simulate.** Run this cell to play the situation many times over and see the estimate settle. "
            "Change the seed to get other numbers; the same seed always gives the same ones. "
            "The estimate is close to the answer, not the answer: work the exact value out.")


def notebook(assignment: Assignment):
    """The whole master notebook for ``assignment``."""
    cells = [
        raw("# ASSIGNMENT CONFIG\n" + yaml.safe_dump(config(assignment), sort_keys=False)),
        nbformat.v4.new_markdown_cell(f"# {assignment.title}\n\n{assignment.intro}"),
        nbformat.v4.new_code_cell(student_line(None), metadata=LOCKED),
        nbformat.v4.new_code_cell("from fractions import Fraction"),
        nbformat.v4.new_code_cell("from fishtutor.course.checks import simulate  # for the Simulate cells",
                                  metadata=IGNORED),
    ]
    shown = example(q.exercise.exact for q in assignment.questions)
    for index, question in enumerate(assignment.questions):
        cells += question_cells(index, question, shown)
    cells.append(nbformat.v4.new_markdown_cell("When every check passes, save this notebook and hand it in."))
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb
