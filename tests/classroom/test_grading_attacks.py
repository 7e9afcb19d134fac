"""Attacks on the grade, graded to 0: each is a cell a student adds to a handed-out notebook whose answers are all
wrong (neither right nor a named slip), graded by Otter's own runner through the gradebook. Each attack scores 0
on every question and the gradebook flags it. Patching Otter itself inside the grading kernel cannot be stopped by
any grader that runs in the student's kernel: the gradebook flags it (and the teacher's guide says so)."""
from __future__ import annotations

import csv
import json
from fractions import Fraction
from pathlib import Path

import pytest

from fishtutor.course import gradebook, judge
from fishtutor.course.build import build
from fishtutor.course.handout import classes

pytestmark = [pytest.mark.grading, pytest.mark.filterwarnings("ignore::DeprecationWarning"),
              pytest.mark.filterwarnings("ignore::FutureWarning")]
GAME = "fishy"

EVERY_ANSWER = "for _n in range(1, {count} + 1):\n    globals()[f'q{{_n}}'] = {value}\n"
ATTACKS = {
    "patched checker": 'import fishtutor.course.checks as c\nc.verdict = lambda q, v: (True, "ok")',
    "object whose == says yes": "class Yes:\n    def __eq__(self, other):\n        return True\n"
                                "    __hash__ = object.__hash__\n" + EVERY_ANSWER.format(count="{count}",
                                                                                      value="Yes()"),
    "str subclass": "class S(str):\n    def __eq__(self, other):\n        return True\n    __hash__ = str.__hash__\n"
                    + EVERY_ANSWER.format(count="{count}", value="S('{top}/{below}')"),
    "int subclass": "class I(int):\n    def __eq__(self, other):\n        return True\n    __hash__ = int.__hash__\n"
                    + EVERY_ANSWER.format(count="{count}", value="I({below} + 1000)"),
    "float subclass": "class F(float):\n    def __eq__(self, other):\n        return True\n"
                      "    __hash__ = float.__hash__\n"
                      + EVERY_ANSWER.format(count="{count}", value="F({top} / {below})"),
    "class Fraction": "class Fraction:\n    numerator, denominator = {top}, {below}\n    def __eq__(self, other):\n"
                      "        return True\n    __hash__ = object.__hash__\n"
                      + EVERY_ANSWER.format(count="{count}", value="Fraction()"),
    "fractions.Fraction replaced": "import fractions\nclass Yes(fractions.Fraction):\n"
                                   "    def __eq__(self, other):\n        return True\n"
                                   "    __hash__ = fractions.Fraction.__hash__\nfractions.Fraction = Yes\n"
                                   + EVERY_ANSWER.format(count="{count}", value="Yes({top}, {below})"),
    "builtins.isinstance": "import builtins\nbuiltins.isinstance = lambda value, kinds: True",
    "builtins.abs": "import builtins\nbuiltins.abs = lambda value: 0",
    "builtins.float": "import builtins\nbuiltins.float = lambda value=0: 0.0",
    "builtins.int": "import builtins\nbuiltins.int = lambda value=0, base=10: 0",
    "builtins.type": "import builtins\n_type = type\nbuiltins.type = lambda *a: _type(*a) if len(a) == 3 else object",
    "STUDENT a lying object": "class Anyone(str):\n    def __eq__(self, other):\n        return True\n"
                              "    __hash__ = str.__hash__\nSTUDENT = Anyone('nobody')",
}
# Otter runs its tests in the student's kernel, after the student's cells: a cell can rewrite Otter's own results
OTTER_PATCH = ("import otter.test_files.exception_test as _et\n_run = _et.ExceptionTestFile.run\n"
               "def _passed(self, env):\n    _run(self, env)\n"
               "    self.test_case_results = [type(r)(r.test_case, '', True) for r in self.test_case_results]\n"
               "_et.ExceptionTestFile.run = _passed")


def wrong_text(*questions) -> str:
    """An answer (as Python source) the judge finds neither right nor a named slip for every one of ``questions``."""
    for n in range(7, 500):
        value = Fraction(1, n)
        kinds = set()
        for q in questions:
            ex = q.exercise
            slips = tuple((Fraction(a).numerator, Fraction(a).denominator, told) for a, told in ex.mistakes)
            exact = Fraction(ex.exact)
            kinds.add(judge.judge(value, (exact.numerator, exact.denominator), slips, ex.hint, ex.probability,
                                  ex.whole)[2])
        if not kinds & {"right", "slip"}:
            return f"Fraction({value.numerator}, {value.denominator})"
    raise AssertionError("no wrong answer found")


def wrong_answers(*assignments) -> dict[str, str]:
    """Each question's wrong answer, wrong for every one of ``assignments`` (the same questions, other numbers)."""
    return {f"q{i + 1}": wrong_text(*qs) for i, qs in enumerate(zip(*(a.questions for a in assignments)))}


@pytest.fixture(scope="module")
def course(tmp_path_factory) -> Path:
    """One assignment built (student and autograder versions)."""
    out = tmp_path_factory.mktemp("course")
    build(out, run_tests=False, games=[GAME])
    return out


def handed_out(course: Path) -> Path:
    """A notebook as handed out: the class's, or the first roster student's."""
    plain = course / GAME / "student" / f"{GAME}.ipynb"
    return plain if plain.exists() else sorted((course / GAME / "students").glob(f"*/{GAME}.ipynb"))[0]


def attacked(course: Path, folder: Path, name: str, attack: str | None) -> Path:
    """The handed-out notebook with every answer wrong and ``attack`` added as a cell before the check-all cell,
    saved under the name the slug of the notebook's student (so the roster knows it)."""
    source = handed_out(course)
    nb = json.loads(source.read_text())
    wrong = wrong_answers(classes(GAME, None, "")[None])
    count = 0
    for cell in nb["cells"]:
        if "otter_answer_cell" in cell["metadata"].get("tags", []):
            name = "".join(cell["source"]).split("=")[0].strip()
            cell["source"] = f"{name} = {wrong[name]}"
            count += 1
    if attack:
        one = Fraction(wrong_text(*classes(GAME, None, "")[None].questions)[9:-1].replace(", ", "/"))
        for name, value in (("{count}", count), ("{top}", one.numerator), ("{below}", one.denominator)):
            attack = attack.replace(name, str(value))
        cell = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": attack}
        nb["cells"].insert(len(nb["cells"]) - 1, cell)
    slug = source.parent.name if source.parent.name != "student" else "wrong"
    path = folder / name / f"{slug}.ipynb"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(nb))
    return path


# these leave Otter waiting on a kernel that never answers: the gradebook's time limit ends them, and any limit
# does (the test gives them 5 s, not the 120 s a slow honest notebook may need: the file takes under 2 minutes, not
# 7; what it asserts, a 0 and the flag, holds however far grading got before the limit)
HANGS = {"builtins.isinstance", "builtins.int", "builtins.type"}


def graded(course: Path, path: Path, seconds: float = 120) -> gradebook.Graded:
    roster = course / "roster.csv"
    return gradebook.grade(path, course / GAME / "autograder" / "autograder.zip", path.parent / "results",
                           gradebook.read_roster(roster) if roster.exists() else None, seconds=seconds)


def test_the_plain_wrong_notebook_scores_0_and_raises_no_flag(course, tmp_path):
    g = graded(course, attacked(course, tmp_path, "plain", None))
    assert g.total == 0 and len(g.points) > 1, g.line()
    assert g.flags == [], g.flags
    verdicts = {gradebook.verdict_of(g.passed[q], g.words[q])[0] for q in g.points}
    assert verdicts <= {"wrong", "out of range", "not exact"}, g.words


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_an_attack_scores_0_and_is_flagged(course, tmp_path, attack):
    g = graded(course, attacked(course, tmp_path, "attack", ATTACKS[attack]), 5 if attack in HANGS else 120)
    assert g.total == 0, f"{attack}: {g.line()}"
    assert any(f.startswith("tampering suspected") for f in g.flags), g.flags


def test_patching_otter_in_the_grading_kernel_is_flagged(course, tmp_path):
    g = graded(course, attacked(course, tmp_path, "otter", OTTER_PATCH))
    assert any("otter" in f for f in g.flags), g.flags
    print(f"Otter patched in the kernel: {g.line()}")  # any in-kernel grader can be fooled so: the flag tells


def test_the_gradebook_csv_carries_the_flags(course, tmp_path):
    paths = [attacked(course, tmp_path, "plain", None), attacked(course, tmp_path, "abs", ATTACKS["builtins.abs"])]
    gradebook.grade_batch(course / GAME / "autograder" / "autograder.zip", paths, tmp_path / "gb.csv",
                          say=lambda line: None)
    totals = [r for r in csv.DictReader((tmp_path / "gb.csv").open()) if r["question"] == gradebook.TOTAL]
    assert [r["points"] for r in totals] == ["0", "0"]
    assert totals[0]["flags"].startswith("same STUDENT") or totals[0]["flags"] == ""
    assert "tampering suspected: imports builtins" in totals[1]["flags"]


ROSTER = ["ada@school.example", "grace@school.example"]


@pytest.fixture(scope="module")
def class_course(tmp_path_factory) -> Path:
    """The assignment built for a roster of two: each student's own numbers."""
    out = tmp_path_factory.mktemp("class")
    build(out, run_tests=False, games=[GAME], roster=ROSTER, key="attacks")
    return out


def test_a_student_set_to_another_student_scores_0_and_is_flagged(class_course, tmp_path):
    rows = list(csv.DictReader((class_course / "roster.csv").open()))
    ada, grace = (next(r["folder"] for r in rows if r["student"] == s) for s in ROSTER)
    nb = json.loads((class_course / GAME / "students" / ada / f"{GAME}.ipynb").read_text())
    theirs = classes(GAME, ROSTER, "attacks")
    wrong = wrong_answers(theirs[ROSTER[0]], theirs[ROSTER[1]])
    for cell in nb["cells"]:
        text = "".join(cell["source"])
        if "otter_answer_cell" in cell["metadata"].get("tags", []):
            name = text.split("=")[0].strip()
            cell["source"] = f"{name} = {wrong[name]}"
        elif text.startswith("STUDENT = "):
            cell["source"] = f"STUDENT = {ROSTER[1]!r}"
    path = tmp_path / f"{ada}.ipynb"
    path.write_text(json.dumps(nb))
    g = graded(class_course, path)
    assert (g.student, g.notebook_student) == (ROSTER[0], ROSTER[1])
    assert g.total == 0, g.line()
    assert f"names another student ({ROSTER[1]})" in g.flags, g.flags
    assert grace != ada
