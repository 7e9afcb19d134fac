"""A class's course: `make course ROSTER=...` hands each student a notebook on their own numbers, whose public
checks show no answer; the autograder judges each student on their own answers, in the same words."""
from __future__ import annotations

import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from fishtutor.course.build import build
from fishtutor.course.master import question_name
from fishtutor.course.roster import RosterError, parse, slugs
from fishtutor.probability.course import roster_variants, variant_assignment

pytestmark = [pytest.mark.filterwarnings("ignore::DeprecationWarning"), pytest.mark.filterwarnings("ignore::FutureWarning")]
GAME = "fishy"
CLASS = ["ana@example.org", "Bo Li", "chen.w@example.org", "dee"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """One assignment built for a class of four."""
    out = tmp_path_factory.mktemp("class")
    build(out, run_tests=False, games=[GAME], roster=CLASS, key="a phrase")
    return out


def folder(out: Path, student: str) -> Path:
    return out / GAME / "students" / slugs(CLASS)[student]


def run_tests(tests: Path, env: dict) -> dict[str, tuple[bool, str]]:
    """Otter's own test-file runner on ``env`` (what a notebook left), per question: passed, and the feedback."""
    from otter.test_files.exception_test import ExceptionTestFile
    out = {}
    for test in sorted(tests.glob("q*.py")):
        tf = ExceptionTestFile.from_file(str(test))
        tf.run(dict(env))
        out[tf.name] = (tf.score == tf.possible, tf.summary())
    return out


def own(student: str):
    return variant_assignment(GAME, roster_variants(GAME, CLASS, "a phrase")[student])


def test_a_students_folder_written_beside_the_others_is_the_one_written_alone(built, tmp_path):
    """The build writes the class's folders on threads at once: each must be what one student's alone gives (from
    another student's notebook: every cell that carries a student's numbers is rewritten)."""
    import nbformat as nbf

    from fishtutor.course.handout import write_handout
    template = nbf.read(folder(built, CLASS[0]) / f"{GAME}.ipynb", as_version=4)
    for student in CLASS[1:3]:
        alone = tmp_path / slugs(CLASS)[student]
        write_handout(alone, template, own(student), student, "a phrase")
        beside = folder(built, student)
        assert sorted(p.name for p in (alone / "tests").iterdir()) == sorted(p.name for p in (beside / "tests").iterdir())
        for test in (alone / "tests").iterdir():
            assert test.read_text() == (beside / "tests" / test.name).read_text(), (student, test.name)
        cells = lambda path: [c.source for c in nbf.read(path / f"{GAME}.ipynb", as_version=4).cells]  # noqa: E731
        assert cells(alone) == cells(beside)


def test_every_student_has_a_folder_with_their_name_in_the_notebook(built):
    lines = (built / "roster.csv").read_text().splitlines()
    assert lines[0].startswith("student,folder,fish_frenzy link")
    assert "voila/render/assignment_fishy.ipynb?student=Bo%20Li" in lines[2]
    assert not (built / GAME / "student").exists(), "with a roster, no notebook of nobody's numbers is left about"
    for student in CLASS:
        nb = nbformat.read(folder(built, student) / f"{GAME}.ipynb", as_version=4)
        assert nb.cells[3].source.startswith(f"STUDENT = {student!r}") or \
            any(c.source.startswith(f"STUDENT = {student!r}") for c in nb.cells)
        assert nb.metadata["fishtutor"]["student"] == student
        for index, q in enumerate(own(student).questions):
            assert any(q.exercise.question in c.source for c in nb.cells if c.cell_type == "markdown"), (student, index)


def test_no_answer_is_in_sight_in_a_students_folder(built):
    for student in CLASS:
        text = "\n".join(p.read_text() for p in folder(built, student).rglob("*") if p.is_file())
        for q in own(student).questions:
            exact = q.exercise.exact
            shown = [rf"Fraction\({exact.numerator}, {exact.denominator}\)", rf"(?<![\d.]){float(exact):.4f}"]
            if exact.denominator != 1:  # "3/4" as a number of its own, not inside "13/45"
                shown.append(rf"(?<![\d/]){exact.numerator}/{exact.denominator}(?![\d])")
            found = [s for s in shown if re.search(s, text)]
            assert not found, (student, q.id, found)


def typed_ways(q) -> list:
    exact = q.exercise.exact
    out = [exact, f"{exact.numerator}/{exact.denominator}", f"{float(exact):.4f}", f"{float(exact):.3f}",
           f"{float(exact) + 0.01:.4f}", "abc", ...]
    out += [Fraction(a) for a, _ in q.exercise.mistakes] + [f"{float(a):.4f}" for a, _ in q.exercise.mistakes]
    return out


def test_a_students_checks_and_the_autograder_agree_on_every_way_of_writing_their_answers(built):
    for student in CLASS[:2]:
        questions = own(student).questions
        for index, q in enumerate(questions):
            name = question_name(index)
            for value in typed_ways(q):
                env = {name: value, "STUDENT": student}
                public = run_tests(folder(built, student) / "tests", env)[name]
                graded = run_tests(built / GAME / "autograder" / "tests", env)[name]
                assert public[0] == graded[0], (student, name, value, public, graded)
                if "is what you get if" in graded[1]:
                    told = graded[1].split("is what you get if")[1].split("\n")[0]
                    assert told in public[1], (student, name, value)


def test_the_autograder_judges_each_student_on_their_own_answers(built):
    for student in CLASS:
        env = {"STUDENT": student} | {question_name(i): q.exercise.exact for i, q in enumerate(own(student).questions)}
        assert all(ok for ok, _ in run_tests(built / GAME / "autograder" / "tests", env).values()), student
    stranger = {"STUDENT": "nobody@example.org"} | {question_name(i): q.exercise.exact
                                                      for i, q in enumerate(own(CLASS[0]).questions)}
    verdicts = run_tests(built / GAME / "autograder" / "tests", stranger)
    assert not any(ok for ok, _ in verdicts.values())
    assert all("names no student of this class" in text for _, text in verdicts.values())


@pytest.mark.parametrize("text,words", [("", "lists no students"), ("student\n\n", "under its header"),
                                        ("student\nana\nana\n", "twice")])
def test_a_roster_that_cannot_be_read_says_what_to_fix(text, words):
    with pytest.raises(RosterError, match=words):
        parse(text)


def test_a_roster_of_emails_or_one_id_a_line_is_read():
    assert parse("email,name\na@x.org,A\nb@x.org,B\n") == ["a@x.org", "b@x.org"]
    assert parse("s1\ns2\n") == ["s1", "s2"]
    assert slugs(["a b", "a_b", "A_B"]) == {"a b": "a_b", "a_b": "a_b-2", "A_B": "A_B-3"}


def test_the_course_command_refuses_a_missing_roster_and_builds_nothing(tmp_path):
    done = subprocess.run([sys.executable, "-m", "fishtutor.course", "build", str(tmp_path / "out"), "--roster",
                           str(tmp_path / "none.csv"), "--no-run-tests"], capture_output=True, text=True)
    assert done.returncode == 2 and "No roster at" in done.stderr
    assert not (tmp_path / "out").exists()


def test_students_get_their_own_numbers_and_a_classmates_answers_do_not_pass(built):
    first, second = own(CLASS[0]), own(CLASS[1])
    differ = [i for i, (a, b) in enumerate(zip(first.questions, second.questions))
              if a.exercise.question != b.exercise.question]
    assert len(differ) == len(first.questions), "every question of two students' notebooks reads differently"
    copied = {"STUDENT": CLASS[1]} | {question_name(i): q.exercise.exact for i, q in enumerate(first.questions)}
    verdicts = run_tests(built / GAME / "autograder" / "tests", copied)
    same = [i for i, (a, b) in enumerate(zip(first.questions, second.questions))
            if a.exercise.exact == b.exercise.exact]  # two situations can share an answer
    assert sum(ok for ok, _ in verdicts.values()) == len(same), (verdicts, same)
