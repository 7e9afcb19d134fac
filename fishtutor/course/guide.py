"""The teacher's guide, from the course data: per assignment and per question the learning goal, the minutes,
each named slip and what it reveals; then how to hand the course out and collect it with Otter-Grader."""
from __future__ import annotations

import html
import re
from pathlib import Path

from fishtutor.probability.answers import show
from fishtutor.probability.course import Assignment, course, families

from .master import question_name

INTRO = ("This guide goes with the graded course: four assignments, one per game, each climbing from counting "
         "to expectation to chains. Every question below lists what it teaches, about how long it takes, how many "
         "variants it has (each learner on a roster gets their own numbers while there are enough), and the wrong "
         "answers the checker recognises: each is the answer a particular slip of reasoning gives, so a learner "
         "who makes it is told which slip, and you learn what to go over. The gradebook CSV names the slip for "
         "every learner and question.")

GRADEBOOK = "python -m fishtutor.course grade GAME/autograder/autograder.zip NOTEBOOKS... --out gradebook.csv"

HAND_OUT = {
    "What the build holds": [
        "`make course` builds every assignment into `dist/course/`, offline. `make course ROSTER=roster.csv "
        "KEY=phrase` builds one notebook per learner on the roster (`GAME/students/SLUG/GAME.ipynb`, with its "
        "`tests/`) and `roster.csv` (each learner, their folder, and their own link to each Voilà assignment): "
        "each learner's numbers come from the key, so keep the key to rebuild the same numbers, and keep it from "
        "the learners. `make serve ROSTER=roster.csv KEY=phrase` serves those links with the same numbers (no "
        "Show exact answer there).",
        "Hand out only `student/` (or each learner's `students/SLUG/` folder). `GAME/autograder/GAME.ipynb`, "
        "`GAME/autograder/autograder.zip`, `GAME/master/` and `GAME/teacher/` (every learner's worked solutions, "
        "`solutions.html`) hold the answers: never hand them out.",
    ],
    "Grading a batch: the gradebook": [
        f"Collect the notebooks (named by each learner's slug, or left in their `students/SLUG/` folders), then "
        f"run `{GRADEBOOK} --roster dist/course/roster.csv`. Where fishtutor is not installed, "
        "the same file comes in every autograder zip: `unzip -j GAME/autograder/autograder.zip gradebook.py`, then "
        "`python gradebook.py GAME/autograder/autograder.zip NOTEBOOKS... --out gradebook.csv` needs only "
        "`otter-grader`.",
        "The gradebook CSV has one row per learner and question (points, verdict: right, slip, wrong, no answer, "
        "not a number, not exact, out of range or wrong student; the slip in words; a deleted or edited check "
        "cell; flags) and a total row per learner. Each notebook's own Otter results (`results.json` and what "
        "Otter printed) go into `gradebook-results/SLUG/` beside the CSV: nothing is overwritten and nothing is "
        "written into the folder you run it from.",
        "Otter grades with its own copy of the tests, so a learner who deletes or edits a check cell is graded "
        "the same; the damaged column says which (for example q3 deleted).",
        "Flags: **names another student** (the notebook's STUDENT is another learner's on the roster: it was "
        "graded on that learner's numbers), and **tampering suspected: ...** (a cell touches what a grade runs "
        "on: Otter, the grader, builtins, sys.modules, Fraction, a class redefining ==, or STUDENT changed). Otter "
        "runs a learner's cells and then its tests in the same kernel, so no grader of this kind can stop a cell "
        "that rewrites Otter itself there: such a notebook is flagged, and its marks must not be trusted until you "
        "have read it. Grade in a throwaway environment (a container or a spare account), as you would run any "
        "code you did not write.",
    ],
    "Grading one notebook with otter run": [
        "`otter run -a dist/course/GAME/autograder/autograder.zip NOTEBOOK.ipynb` grades one notebook and writes "
        "`results.json` into the folder you run it from (or `-o FOLDER`): the next run overwrites it, so grade a "
        "batch with the gradebook instead.",
        "It needs only `otter-grader` where it runs (a container or Gradescope installs what the zip's "
        "`environment.yml` lists).",
        "Otter's printout has two lines that are not about the learner: \u201cNo log found with which to verify "
        "student scores\u201d means the notebook was not run with Otter's logging on (this course does not use it: "
        "nothing is wrong), and \u201cPublic Tests NaN\u201d is Otter's summary row for Gradescope, which carries no "
        "points of its own. The rows q1, q2, ... are the marks.",
    ],
    "On Binder": [
        "The repository's `binder/` folder sets up the packages the course is tested with; the check cells need "
        "`otter-grader` there too (`binder/requirements.txt` lists it).",
        "Put the `student/` folders in the repository (or a copy of it) and share the Binder link; each "
        "learner gets a fresh server of their own.",
        "A Binder server is thrown away when it closes: learners must download their notebook "
        "(File, Download) and send it to you before they leave. Grade those files with the gradebook as above.",
    ],
    "On a JupyterHub": [
        "Install fishtutor and `otter-grader` in the hub's user environment (the same packages as "
        "`pip install -e '.[course]'`).",
        "Hand out with a link: nbgitpuller copies the `student/` folders from a git repository into each "
        "learner's home folder, and never overwrites their work when they click the link again.",
        "Collect the notebooks from the learners' home folders (or have them upload them), then grade them "
        "with the gradebook, on the hub or on your own machine.",
    ],
}


def variants_line(family) -> str:
    """How many variants a question has, and why so few when it has fewer than 100."""
    if family is None or family.count == 1:
        return "**Variants:** 1 (every learner gets the same numbers)" + (f": {family.why}." if family and
                                                                          family.why else ".")
    return f"**Variants:** {family.count}" + (f" ({family.why})." if family.why else ".")


def question_blocks(index: int, q, family=None) -> list:
    """One question's part of the guide, as blocks."""
    slips = [f"**{show(s.answer)}**, the answer you get if {s.told} What it reveals: {s.reveals}" for s in q.slips]
    if not q.slips:  # slips the exercise names without a word for the teacher yet
        slips = [f"**{show(answer)}**, the answer you get if {told}" for answer, told in q.exercise.mistakes]
    return [("h3", f"{question_name(index)}: {q.exercise.question}"),
            ("p", f"**Goal.** {q.goal}"),
            ("p", f"**Stage:** {q.stage}. **Minutes:** about {q.minutes}. **Points:** {q.points}. "
                  f"**Answer:** {show(q.exercise.exact)}. {variants_line(family)}"),
            ("p", "**Named slips:**" if slips else "**Named slips:** none yet."),
            ("ul", slips)]


def blocks(assignments: list[Assignment]) -> list:
    """The whole guide as (kind, content) blocks: h1/h2/h3 headings, paragraphs, bullet lists."""
    out = [("h1", "fishtutor: the teacher's guide to the graded course"), ("p", INTRO)]
    for a in assignments:
        minutes = sum(q.minutes for q in a.questions)
        out += [("h2", a.title), ("p", f"{a.intro} {len(a.questions)} questions, about {minutes} minutes.")]
        found = {f.id: f for f in families(a.game)}
        for index, q in enumerate(a.questions):
            out += question_blocks(index, q, found.get(q.id))
    out.append(("h2", "Handing out and collecting"))
    for where, steps in HAND_OUT.items():
        out += [("h3", where), ("ul", steps)]
    return out


def _inline_html(text: str) -> str:
    """Escape, then **bold** and `code` as HTML."""
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", text)


def markdown(assignments: list[Assignment] | None = None) -> str:
    """The guide as Markdown."""
    lines = []
    for kind, content in blocks(course() if assignments is None else assignments):
        if kind.startswith("h"):
            lines += ["#" * int(kind[1]) + " " + content, ""]
        elif kind == "p":
            lines += [content, ""]
        elif content:
            lines += [f"- {item}" for item in content] + [""]
    return "\n".join(lines)


def html_body(assignments: list[Assignment] | None = None) -> str:
    """The guide as an HTML fragment (for a notebook's HTML cell)."""
    parts = []
    for kind, content in blocks(course() if assignments is None else assignments):
        if kind.startswith("h") or kind == "p":
            parts.append(f"<{kind}>{_inline_html(content)}</{kind}>")
        elif content:
            parts.append("<ul>" + "".join(f"<li>{_inline_html(item)}</li>" for item in content) + "</ul>")
    return '<div class="fishtutor-guide">\n' + "\n".join(parts) + "\n</div>"


def html_page(assignments: list[Assignment] | None = None) -> str:
    """The guide as a whole HTML page."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>fishtutor: the teacher's guide</title>\n<style>body { max-width: 52em; margin: 2em auto; "
            "padding: 0 1em; font-family: sans-serif; line-height: 1.45 } li { margin: 0.3em 0 }</style>"
            "</head>\n<body>\n"
            + html_body(assignments) + "\n</body></html>\n")


def write_guide(out, assignments: list[Assignment] | None = None) -> None:
    """Write teachers_guide.md and teachers_guide.html into ``out``."""
    out = Path(out)
    (out / "teachers_guide.md").write_text(markdown(assignments), encoding="utf-8")
    (out / "teachers_guide.html").write_text(html_page(assignments), encoding="utf-8")
