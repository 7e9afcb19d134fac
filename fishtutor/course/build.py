"""Build the graded course: per assignment a master notebook, then Otter Assign's student and autograder
versions, and a front page listing the four assignments."""
from __future__ import annotations

import shutil
from pathlib import Path

import nbformat

from fishtutor.probability.course import Assignment, course

from .master import notebook

AUTOGRADER = "autograder.zip"  # Otter names its zip by the clock; the course gives it one steady name


def write_master(assignment: Assignment, folder: Path) -> Path:
    """The assignment's master notebook, written under ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{assignment.game}.ipynb"
    nbformat.write(notebook(assignment), path)
    return path


def assign(master: Path, result: Path, run_tests: bool = True) -> Path:
    """Otter Assign on ``master`` into ``result`` (student/ and autograder/); the autograder zip's path."""
    import otter.assign
    otter.assign.main(str(master), str(result), no_pdfs=True, no_run_tests=not run_tests)
    folder = result / "autograder"
    zips = sorted(folder.glob("*-autograder_*.zip"))
    if len(zips) != 1:
        raise RuntimeError(f"Otter Assign left {len(zips)} autograder zips in {folder}, not one.")
    return zips[0].replace(folder / AUTOGRADER)


def build_assignment(assignment: Assignment, out: Path, run_tests: bool = True, students=None, key: str = "",
                     slugs=None) -> Path:
    """One assignment's master, student (or each roster student's) and autograder versions under
    ``out/<game>/``, the teacher's worked solutions; the zip's path."""
    from .handout import hand_out
    folder = out / assignment.game
    if folder.exists():
        shutil.rmtree(folder)
    master = write_master(assignment, folder / "master")
    zip_path = assign(master, folder, run_tests)
    hand_out(out, assignment.game, zip_path, students, key, slugs)
    return zip_path


def front_page(assignments: list[Assignment]) -> str:
    """The course's README: the four assignments, and how to hand them out and grade them."""
    lines = ["# fishtutor: the graded course", "",
             "Four assignments, one per game. Each climbs from counting to expectation to chains.", ""]
    for a in assignments:
        minutes = sum(q.minutes for q in a.questions)
        points = sum(q.points for q in a.questions)
        lines += [f"- **{a.title}** (`{a.game}/`): {len(a.questions)} questions, {points} points, "
                  f"about {minutes} minutes. {a.intro}"]
    lines += ["", "In each folder: `student/` is what you hand out (the notebook and its `tests/`),",
              "`autograder/autograder.zip` is what grades the notebooks you collect, and `master/` holds the",
              "notebook with its answers, for you alone.", "",
              "Grade a collected notebook with `otter run -a GAME/autograder/autograder.zip NOTEBOOK.ipynb`.",
              "The teacher's guide (`teachers_guide.html`, `teachers_guide.md`) says what each question teaches,",
              "which slips its wrong answers reveal, and how to run the course locally, on Binder or on a hub.", ""]
    return "\n".join(lines)


def write_roster(out: Path, slugs: dict[str, str]) -> None:
    """roster.csv in the build: each student, the folder their notebooks are in, and their own Voilà assignment
    links (after the server's address: make serve ROSTER=... KEY=... serves the same numbers)."""
    import csv
    from urllib.parse import quote

    from fishtutor.probability.course import GAME_ORDER
    with open(out / "roster.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["student", "folder", *(f"{game} link" for game in GAME_ORDER)])
        writer.writerows([student, folder, *(f"voila/render/assignment_{game}.ipynb?student={quote(student)}"
                                             for game in GAME_ORDER)] for student, folder in slugs.items())


def build(out, run_tests: bool = True, games=None, roster=None, key: str = "") -> dict[str, Path]:
    """The whole course under ``out`` (every assignment, the front page, the teacher's guide); zips by game. With
    ``roster`` (a list of students, or a roster file's path) every student gets their own numbers."""
    from .guide import write_guide
    from .roster import read, slugs as folder_names
    students = (read(roster) if isinstance(roster, (str, Path)) else list(roster)) if roster else None
    slugs = folder_names(students) if students else None  # a roster that cannot be read builds nothing
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    if slugs:
        write_roster(out, slugs)
    else:
        (out / "roster.csv").unlink(missing_ok=True)
    assignments = [a for a in course() if games is None or a.game in games]
    zips = {a.game: build_assignment(a, out, run_tests, students, key, slugs) for a in assignments}
    (out / "README.md").write_text(front_page(assignments), encoding="utf-8")
    write_guide(out, assignments)
    return zips
