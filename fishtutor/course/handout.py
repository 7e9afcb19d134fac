"""What a build hands out and grades with, per student: each student's notebook on their own numbers with public
tests that show none of them, the autograder's tests judging every student on theirs (nothing from fishtutor
needed to grade), and the teacher's worked solutions for every student."""
from __future__ import annotations

import html
import os
import shutil
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat

from fishtutor.probability.answers import show
from fishtutor.probability.course import Assignment, Question, families, roster_variants, variant_assignment

from .checks import example
from .master import figure_name, prompt, question_name, simulate_call, student_line
from .testfiles import Entry, autograder_test, public_test

GRADEBOOK = Path(__file__).with_name("gradebook.py")  # grades a batch into one CSV, with Otter alone


def salt(game: str, student: str | None, key: str) -> str:
    """The salt of a student's public digests: different for every student, question set and course key."""
    import hashlib
    return hashlib.sha256(f"{key}\x1f{game}\x1f{student}".encode()).hexdigest()[:16]


def classes(game: str, students: list[str] | None, key: str) -> dict[str | None, Assignment]:
    """Each student's assignment (None: the one notebook of a build without a roster, every question's variant 0)."""
    if not students:
        return {None: variant_assignment(game, [0] * len(families(game)))}
    return {s: variant_assignment(game, v) for s, v in roster_variants(game, students, key).items()}


def write_tests(folder: Path, assignments: dict[str | None, Assignment]) -> None:
    """The autograder's test files: for each question, the judge and every student's answer and slips."""
    folder.mkdir(parents=True, exist_ok=True)
    first = next(iter(assignments.values()))
    for index, q in enumerate(first.questions):
        entries = {student: Entry.of(a.questions[index]) for student, a in assignments.items()}
        (folder / f"{question_name(index)}.py").write_text(autograder_test(question_name(index), q.points, entries),
                                                         encoding="utf-8")


def rezip(zip_path: Path, tests: Path) -> None:
    """The autograder zip with our test files in place of Otter's copies, and the gradebook script beside them."""
    kept = zip_path.with_suffix(".tmp")
    with zipfile.ZipFile(zip_path) as old, zipfile.ZipFile(kept, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            if not item.filename.startswith("tests/"):
                new.writestr(item, old.read(item.filename))
        for test in sorted(tests.glob("*.py")):
            new.write(test, f"tests/{test.name}")
        if GRADEBOOK.is_file():
            new.write(GRADEBOOK, "gradebook.py")
    kept.replace(zip_path)


def personal(template, assignment: Assignment, student: str | None):
    """The handed-out notebook rewritten for one student: their name, their questions' words and Simulate cells."""
    nb = nbformat.from_dict(template)
    shown = example(q.exercise.exact for q in assignment.questions)
    for cell in nb.cells:
        text = cell.source
        if cell.cell_type == "code" and text.startswith("STUDENT = "):
            cell.source = student_line(student)
        for index, q in enumerate(assignment.questions):
            if cell.cell_type == "markdown" and text.startswith(f"### Question {index + 1} ("):
                cell.source = prompt(index, q, shown)
            elif cell.cell_type == "code" and text.startswith(f"simulate({q.id!r}"):
                cell.source = simulate_call(q)
    nb.metadata.setdefault("fishtutor", {})["student"] = student
    return nb


def write_handout(folder: Path, template, assignment: Assignment, student: str | None, key: str) -> None:
    """One student's folder: the notebook, its public tests, and the pictures its questions rest on."""
    folder.mkdir(parents=True, exist_ok=True)
    name = assignment.game
    nbformat.write(personal(template, assignment, student), folder / f"{name}.ipynb")
    tests = folder / "tests"
    if tests.exists():
        shutil.rmtree(tests)
    tests.mkdir()
    for index, q in enumerate(assignment.questions):
        (tests / f"{question_name(index)}.py").write_text(
            public_test(question_name(index), q.points, Entry.of(q), salt(name, student, key)), encoding="utf-8")
        if q.figure:
            (folder / figure_name(index)).write_text(q.figure(), encoding="utf-8")


def solution_blocks(student: str | None, assignment: Assignment) -> list[str]:
    """One student's worked solutions, as Markdown lines."""
    lines = [f"## {student or 'Every student (no roster)'}", ""]
    for index, q in enumerate(assignment.questions):
        lines += [f"### {question_name(index)}: version {q.variant + 1} of {q.variants}", "", q.exercise.question, "",
                  f"**Answer:** {show(q.exercise.exact)}", "", f"**Working:** {q.exercise.explanation}", ""]
    return lines


def write_solutions(folder: Path, game: str, assignments: dict[str | None, Assignment]) -> Path:
    """The teacher's worked solutions, every student's numbers (Markdown and HTML): never to be handed out."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = [f"# Worked solutions: {game} (for the teacher alone: never hand this out)", ""]
    for student, assignment in assignments.items():
        lines += solution_blocks(student, assignment)
    text = "\n".join(lines)
    (folder / "solutions.md").write_text(text, encoding="utf-8")
    body = "".join(f"<p>{html.escape(line)}</p>" if line and not line.startswith("#") else
                   (f"<h{line.count('#', 0, 3)}>{html.escape(line.lstrip('# '))}</h{line.count('#', 0, 3)}>"
                    if line else "") for line in lines)
    (folder / "solutions.html").write_text(f"<!DOCTYPE html><html lang='en'><meta charset='utf-8'><title>Worked "
                                           f"solutions: {game}</title><body>{body}</body></html>", encoding="utf-8")
    return folder / "solutions.md"


def in_parallel(write, items: list) -> None:
    """Each student's folder written on a thread of its own, a core each: a folder is mostly slow digests, which
    hashlib computes outside the interpreter's lock (a class of 30 took 20 s on one core). Each thread writes its
    own folder only; the first error is raised."""
    with ThreadPoolExecutor(max_workers=max(1, min(len(items), os.cpu_count() or 1))) as pool:
        for done in [pool.submit(write, item) for item in items]:
            done.result()


def hand_out(out: Path, game: str, zip_path: Path, students: list[str] | None, key: str,
             slugs: dict[str, str] | None = None) -> dict[str | None, Assignment]:
    """After Otter Assign: our tests into the autograder (folder and zip), each student's folder, the solutions."""
    folder = out / game
    assignments = classes(game, students, key)
    write_tests(folder / "autograder" / "tests", assignments)
    rezip(zip_path, folder / "autograder" / "tests")
    template = nbformat.read(folder / "student" / f"{game}.ipynb", as_version=4)
    if not students:
        write_handout(folder / "student", template, assignments[None], None, key)
    else:
        shutil.rmtree(folder / "student")  # with a roster, a notebook nobody's numbers would grade 0: not left about
        in_parallel(lambda item: write_handout(folder / "students" / slugs[item[0]], template, item[1], item[0], key),
                    list(assignments.items()))
    write_solutions(folder / "teacher", game, assignments)
    return assignments
