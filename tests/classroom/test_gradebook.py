"""The gradebook (fishtutor/course/gradebook.py): the verdict read from the judge's words, check cells told deleted
from edited, tampering flagged and honest notebooks left unflagged, the roster's names, bad input refused. These
run without Otter (synthetic notebooks); the one test that grades with Otter is marked grading."""
from __future__ import annotations

import ast
import csv
import sys
from pathlib import Path

import nbformat
import pytest

from fishtutor.course import gradebook, judge
from fishtutor.course.gradebook import damaged, tampering, verdict_of

GRADEBOOK = Path(gradebook.__file__)
INIT = '# Initialize Otter\nimport otter\ngrader = otter.Notebook("fishy.ipynb")'
LOCKED = {"deletable": False, "editable": False}


def handed_out(answers=("...", "...", "..."), student=None) -> nbformat.NotebookNode:
    """A notebook shaped as Otter hands one out: init cell, imports, per question prompt, answer, check cell,
    Simulate cell (otter_ignore); then the check-all cell."""
    code, md = nbformat.v4.new_code_cell, nbformat.v4.new_markdown_cell
    cells = [code(INIT, metadata=dict(LOCKED)), md("# Fishy"),
             code(f"STUDENT = {student!r}  # whom this notebook is for: leave this line as it is",
                  metadata=dict(LOCKED)),
             code("from fractions import Fraction"),
             code("from fishtutor.course.checks import simulate  # for the Simulate cells",
                  metadata={"tags": ["otter_ignore"]})]
    for i, answer in enumerate(answers, start=1):
        cells += [md(f"### Question {i} (counting, about 4 minutes)\n\nHow many?", metadata=dict(LOCKED)),
                  code(f"q{i} = {answer}", metadata={"tags": ["otter_answer_cell"]}),
                  code(f'grader.check("q{i}")', metadata=dict(LOCKED)),
                  md("**Simulate.** Run it."),
                  code(f"simulate('fishy_{i}', seed=2026)", metadata={"tags": ["otter_ignore"]})]
    cells += [md("---"), code("grader.check_all()", metadata=dict(LOCKED))]
    return nbformat.v4.new_notebook(cells=cells)


def check_cell(nb, name):
    return next(c for c in nb.cells if c.source == f'grader.check("{name}")')


NAMES = ["q1", "q2", "q3"]


def test_an_intact_notebook_has_no_damaged_check_cell():
    assert damaged(handed_out(), NAMES) == {}


@pytest.mark.parametrize("edit", ["", "pass", "grader.check(name)", "# ran it, it passed", "print(q2)"])
def test_a_check_cell_edited_so_it_no_longer_names_its_question_is_edited_not_deleted(edit):
    # before: a check cell whose words no longer said check("q2") was reported deleted, though it is still there
    nb = handed_out()
    check_cell(nb, "q2").source = edit
    assert damaged(nb, NAMES) == {"q2": "edited"}


def test_a_deleted_check_cell_is_deleted_even_when_its_call_is_typed_into_the_answer_cell():
    nb = handed_out()
    nb.cells.remove(check_cell(nb, "q3"))
    answer = next(c for c in nb.cells if c.source == "q3 = ...")
    answer.source = 'q3 = Fraction(1, 4)\ngrader.check("q3")'
    assert damaged(nb, NAMES) == {"q3": "deleted"}


def test_a_deleted_and_an_edited_check_cell_are_told_apart():
    nb = handed_out()
    nb.cells.remove(check_cell(nb, "q1"))
    check_cell(nb, "q3").source = 'grader.check("q3")  # run it twice\ngrader.check("q3")'
    assert damaged(nb, NAMES) == {"q1": "deleted", "q3": "edited"}


HONEST = {
    "right": ("Fraction(5, 16)", "3", '"0.4375"'),
    "wrong": ("Fraction(1, 2)", "7", '"12%"'),
    "slipped": ('"5/32"', "2.0", "0.375"),
    "worked out": ("Fraction(comb(5, 2), 32)", "sum(range(3))", "1 - Fraction(9, 16)"),
}


@pytest.mark.parametrize("student", [None, "ada@school.org"])
@pytest.mark.parametrize("kind", list(HONEST))
def test_an_honest_notebook_raises_no_flag(kind, student):
    nb = handed_out(HONEST[kind], student=student)
    if kind == "worked out":
        nb.cells.insert(3, nbformat.v4.new_code_cell("from math import comb\nimport itertools"))
    assert tampering(nb) == []


ATTACKS = {
    "patches the checker": 'import fishtutor.course.checks as c\nc.verdict = lambda q, v: (True, "ok")',
    "imports otter": "import otter.test_files\notter.test_files.TestFile.score = 1",
    "uses grader": "grader.results = {}",
    "rebinds grader": 'grader = None',
    "sys.modules": "import sys\nsys.modules['fractions'] = None",
    "builtins": "import builtins\nbuiltins.isinstance = lambda a, b: True",
    "__builtins__": "__builtins__.abs = lambda x: 0",
    "settrace": "import sys as s\ns.settrace(None)",
    "setprofile": "threading.setprofile(print)",
    "gc": "import gc\ngc.get_objects()",
    "ctypes": "import ctypes",
    "importlib": "import importlib\nimportlib.reload(fractions)",
    "inspect": "import inspect",
    "__eq__": "class Yes(str):\n    def __eq__(self, other):\n        return True\nq1 = Yes('1/2')",
    "__hash__": "class H(int):\n    def __hash__(self):\n        return 1",
    "__float__": "class F:\n    def __float__(self):\n        return 0.3125",
    "fractions.Fraction =": "import fractions\nfractions.Fraction = str",
    "class Fraction": "class Fraction(str):\n    pass",
    "Fraction =": "Fraction = lambda a, b: '5/16'",
    "import as Fraction": "from decimal import Decimal as Fraction",
    "STUDENT object": "class Liar:\n    pass\nSTUDENT = Liar()",
    "STUDENT twice": 'STUDENT = "Grace Hopper"',
    "exec": 'exec("imp" + "ort otter")',
    "getattr": "getattr(__import__('fractions'), 'Fraction')",
    "type()": "Yes = type('Yes', (str,), {'__eq__': lambda s, o: True})",
    "magic": "%load_ext otter",
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_every_attack_on_what_a_grade_runs_on_is_flagged(attack):
    nb = handed_out(HONEST["wrong"], student="Ada Lovelace")
    nb.cells.insert(5, nbformat.v4.new_code_cell(ATTACKS[attack]))
    assert tampering(nb), attack


def test_an_edited_init_cell_is_flagged_and_an_ignored_cell_is_not():
    nb = handed_out()
    nb.cells[0].source = INIT + "\notter.Notebook.check = lambda *a: None"
    nb.cells[4].source += "\nimport builtins"  # tagged otter_ignore: Otter never runs it while grading
    found = tampering(nb)
    assert found and all("(cell 1)" in f for f in found) and any("otter" in f for f in found), found


QUESTION = dict(answer=(5, 16), slips=((5, 32, "you counted each pair once."),), hint="", probability=True,
                whole=False)


@pytest.mark.parametrize("value, verdict", [("5/16", "right"), ("5/32", "slip"), ("1/2", "wrong"),
                                            (..., "no answer"), ("fish", "not a number"), ("0.313", "not exact"),
                                            ("3/2", "out of range")])
def test_the_verdict_is_read_from_the_judges_words(value, verdict):
    right, words, _ = judge.judge(value, **QUESTION)
    assert verdict_of(right, words) == (verdict, "you counted each pair once." if verdict == "slip" else "")


def test_a_notebook_naming_no_roster_student_is_graded_wrong_student():
    assert verdict_of(False, "This notebook's STUDENT is not on the roster.")[0] == "wrong student"


def test_the_error_words_of_a_failed_test_are_the_judges_sentence():
    report = 'Traceback (most recent call last):\n  File "q1.py"\nAssertionError: Not quite: 1/2 is too high.'
    assert gradebook.judge_words(report) == "Not quite: 1/2 is too high."
    assert verdict_of(False, gradebook.judge_words("NameError: name 'q4' is not defined"))[0] == "no answer"


ROSTER = {"ada-lovelace": "Ada Lovelace", "grace-hopper": "Grace Hopper"}


@pytest.mark.parametrize("stated, flag", [("Ada Lovelace", None), ("ada-lovelace", None),
                                          ("Grace Hopper", "names another student (Grace Hopper)"),
                                          ("Alan Turing", "tampering suspected: STUDENT changed to 'Alan Turing'"),
                                          (None, "tampering suspected: STUDENT is not set as handed out")])
def test_a_student_other_than_the_one_handed_out_is_flagged(stated, flag):
    student, slug = gradebook.handed_in_by(Path("ada-lovelace.ipynb"), ROSTER)
    assert (student, slug) == ("Ada Lovelace", "ada-lovelace")
    assert gradebook.student_flags(stated, student, slug, ROSTER) == ([flag] if flag else [])


def test_the_stated_student_is_read_from_the_notebook():
    assert gradebook.stated_student(handed_out(student="Ada Lovelace")) == "Ada Lovelace"
    assert gradebook.stated_student(handed_out()) is None


def test_a_student_handed_in_from_the_students_folder_is_found_by_the_folder():
    assert gradebook.handed_in_by(Path("students/grace-hopper/fishy.ipynb"), ROSTER) == ("Grace Hopper",
                                                                                          "grace-hopper")
    assert gradebook.handed_in_by(Path("late/someone.ipynb"), ROSTER) == ("someone", None)


def test_two_files_of_the_same_name_get_results_folders_of_their_own():
    paths = [Path("a/fishy.ipynb"), Path("b/fishy.ipynb"), Path("students/ada-lovelace/fishy.ipynb")]
    assert gradebook.folder_names(paths, ROSTER) == ["fishy", "fishy-2", "ada-lovelace"]


def test_a_roster_without_its_columns_is_refused(tmp_path):
    (tmp_path / "roster.csv").write_text("name,id\nAda,1\n")
    with pytest.raises(ValueError, match="student and folder"):
        gradebook.read_roster(tmp_path / "roster.csv")


def test_bad_input_is_refused_and_writes_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "autograder.zip").write_bytes(b"")
    assert gradebook.main(["missing.zip", "a.ipynb", "--out", "gb.csv"]) == 2
    assert "missing.zip: no such autograder zip" in capsys.readouterr().err
    assert gradebook.main(["autograder.zip", "nobody.ipynb"]) == 2
    assert "No such notebook: nobody.ipynb" in capsys.readouterr().err
    assert gradebook.main(["autograder.zip", "a.ipynb", "--jobs", "0"]) == 2
    assert "--jobs is how many notebooks are graded at once: a whole number from 1, not 0" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autograder.zip"]


def test_the_gradebook_file_needs_only_the_standard_library_and_otter():
    tree = ast.parse(GRADEBOOK.read_text())
    roots = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    roots |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level == 0}
    assert roots - {"otter"} <= set(sys.stdlib_module_names), roots
    assert not any(isinstance(n, ast.ImportFrom) and n.level for n in ast.walk(tree)), "no relative imports"


def test_a_gradebook_writes_a_row_per_question_and_a_total(tmp_path):
    g = gradebook.Graded(Path("ada-lovelace.ipynb"), "Ada Lovelace", "ada-lovelace", "Grace Hopper", tmp_path,
                         points={"q1": 1.0, "q2": 0.0}, possible={"q1": 1.0, "q2": 2.0},
                         words={"q1": "Right.", "q2": "Not quite: 5/32 is what you get if you halved it."},
                         passed={"q1": True, "q2": False}, damaged={"q2": "deleted"},
                         flags=["names another student (Grace Hopper)"])
    out = gradebook.write_gradebook([g], tmp_path / "gb.csv")
    rows = list(csv.DictReader(out.open()))
    assert [r["question"] for r in rows] == ["q1", "q2", "total"]
    assert rows[1]["verdict"] == "slip" and rows[1]["slip"] == "you halved it."
    assert rows[1]["damaged"] == "deleted" and rows[2]["points"] == "1" and rows[2]["possible"] == "3"
    assert all(r["flags"] == "names another student (Grace Hopper)" for r in rows)
    assert all(r["student"] == "Ada Lovelace" and r["notebook_student"] == "Grace Hopper" for r in rows)


def test_the_guide_says_where_results_go_what_never_to_hand_out_and_what_otters_lines_mean():
    from fishtutor.course import guide
    from fishtutor.probability.course import GAME_ORDER, families
    text = guide.markdown()
    assert f"`{gradebook.results_folder(Path('gradebook.csv')).name}/SLUG/`" in text
    assert "--out gradebook.csv" in text and "--roster" in text and "nothing is written into the folder" in text
    assert "`GAME/autograder/GAME.ipynb`" in text and "`GAME/master/`" in text and "never hand them out" in text
    assert "make course ROSTER=roster.csv KEY=phrase" in text and "keep the key" in text
    assert "No log found with which to verify student scores" in text and "Public Tests NaN" in text
    assert "rewrites Otter itself" in text and "flagged" in text
    for game in GAME_ORDER:
        for family in families(game):
            said = f"**Variants:** {family.count}"
            assert said in text, (family.id, said)


def test_without_a_roster_a_student_line_other_than_the_one_built_in_is_flagged(tmp_path):
    nb = handed_out(student="grace@school.example")
    nb.metadata["fishtutor"] = {"student": "ada@school.example"}
    g = gradebook.Graded(tmp_path / "x.ipynb", "x", None, gradebook.stated_student(nb), tmp_path)
    assert gradebook.built_for_flags(nb, g) == [
        "tampering suspected: STUDENT changed from 'ada@school.example' (the notebook was built for them)"]
    nb.metadata["fishtutor"] = {"student": "grace@school.example"}
    assert gradebook.built_for_flags(nb, g) == []


def test_a_file_that_is_no_notebook_scores_0_with_the_reason_and_the_rest_are_graded(tmp_path):
    """A download cut short, a page saved as .ipynb, an empty file: each scores 0 and says what the file is; the
    batch neither stops nor leaves the others ungraded (here every file is broken, so Otter never runs)."""
    import zipfile
    zip_path = tmp_path / "autograder.zip"
    with zipfile.ZipFile(zip_path, "w") as zf:
        zf.writestr("tests/q1.py", "points = 1\n")
        zf.writestr("tests/q2.py", "points = 2\n")
    files = {"cut.ipynb": b'{"cells": [{"cell_type": "code", "sou', "page.ipynb": b"<html><body>fishy</body></html>",
             "empty.ipynb": b"", "list.ipynb": b"[1, 2]", "binary.ipynb": b"\xff\xfe\x00\x01"}
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    batch = gradebook.grade_batch(zip_path, [tmp_path / n for n in files], tmp_path / "out" / "gb.csv",
                                  say=lambda text: None, jobs=2)
    rows = list(csv.DictReader((tmp_path / "out" / "gb.csv").open()))
    totals = [r for r in rows if r["question"] == "total"]
    assert [r["student"] for r in totals] == [Path(n).stem for n in files]
    assert all(r["points"] == "0" and r["possible"] == "3" for r in totals), totals
    said = {r["student"]: r["flags"] for r in totals}
    assert said["cut"].startswith("not graded: not a notebook Jupyter can read (not JSON: "), said
    assert said["page"].startswith("not graded: not a notebook Jupyter can read (not JSON"), said
    assert said["list"] == "not graded: not a notebook Jupyter can read (JSON, but no list of cells)", said
    assert said["binary"] == "not graded: not a notebook Jupyter can read (it is not text)", said
    assert [g.total for g in batch] == [0] * len(files)


@pytest.mark.parametrize("said, how", [("Kernel died before replying to kernel_info", "died"),
                                       ("Kernel didn't respond in 60 seconds", "was still silent")])
def test_a_kernel_that_dies_or_stays_silent_at_its_start_is_started_again_and_only_so_often(said, how, monkeypatch,
                                                                                          capsys, tmp_path):
    """A grading kernel that died, or had not answered in jupyter_client's start-up wait (a busy machine: seen in a
    loaded run, a notebook then scored "not graded"), is started again; a third such start gives up with the error,
    and any other error is not retried."""
    import otter.run
    starts = []

    def otter_main(*args, fail=2, error=said, **kwargs):
        starts.append(args)
        if len(starts) <= fail:
            raise RuntimeError(error)
        return "graded"
    monkeypatch.setattr(otter.run, "main", otter_main)
    assert gradebook._otter_main(tmp_path / "a.ipynb", tmp_path / "z.zip", tmp_path) == "graded"
    assert len(starts) == 3
    assert capsys.readouterr().out.count(f"The kernel {how} before it answered") == 2
    starts.clear()
    monkeypatch.setattr(otter.run, "main", lambda *a, **k: otter_main(*a, fail=3, **k))
    with pytest.raises(RuntimeError, match=said):
        gradebook._otter_main(tmp_path / "a.ipynb", tmp_path / "z.zip", tmp_path)
    assert len(starts) == gradebook.KERNEL_STARTS
    starts.clear()
    monkeypatch.setattr(otter.run, "main", lambda *a, **k: otter_main(*a, error="Kernel busy elsewhere", **k))
    with pytest.raises(RuntimeError, match="busy elsewhere"):
        gradebook._otter_main(tmp_path / "a.ipynb", tmp_path / "z.zip", tmp_path)
    assert len(starts) == 1
