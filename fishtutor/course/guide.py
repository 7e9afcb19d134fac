"""The teacher's guide, from the course data: per assignment and per question the learning goal, the minutes,
each named slip and what it reveals; then how to hand the course out and collect it with Otter-Grader."""
from __future__ import annotations

import html
import re
from pathlib import Path

from fishtutor.probability.answers import show
from fishtutor.probability.course import Assignment, course

from .master import question_name

INTRO = ("This guide goes with the graded course: four assignments, one per game, each climbing from counting "
         "to expectation to chains. Every question below lists what it teaches, about how long it takes, and "
         "the wrong answers the checker recognises: each is the answer a particular slip of reasoning gives, "
         "so a learner who makes it is told which slip, and you learn what to go over.")

HAND_OUT = {
    "On your own machine": [
        "Run `make course`. It builds everything into `dist/course/`, offline.",
        "Hand out each assignment's `student/` folder (the notebook and its `tests/` folder) as it is.",
        "Learners answer in the notebook and run each check cell; they hand the saved notebook back.",
        "Grade a collected notebook with `otter run -a dist/course/GAME/autograder/autograder.zip NOTEBOOK.ipynb`."
        " Otter writes `results.json` beside it with each question's score and feedback.",
        "Otter grades with its own copy of the tests, so a learner who deletes or edits a check cell is still "
        "graded fairly; the grading output says which check cell was damaged (for example "
        "\u201cq3's check cell was deleted\u201d).",
    ],
    "On Binder": [
        "The repository's `binder/` folder sets up the same packages the course is tested with; add "
        "`otter-grader` to `binder/requirements.txt` so the check cells can run there.",
        "Put the `student/` folders in the repository (or a copy of it) and share the Binder link; each "
        "learner gets a fresh server of their own.",
        "A Binder server is thrown away when it closes: learners must download their notebook "
        "(File, Download) and send it to you before they leave. Grade those files with `otter run` as above.",
    ],
    "On a JupyterHub": [
        "Install fishtutor and `otter-grader` in the hub's user environment (the same packages as "
        "`pip install -e '.[course]'`).",
        "Hand out with a link: nbgitpuller copies the `student/` folders from a git repository into each "
        "learner's home folder, and never overwrites their work when they click the link again.",
        "Collect the notebooks from the learners' home folders (or have them upload them), then grade each "
        "with `otter run -a autograder.zip NOTEBOOK.ipynb`, on the hub or on your own machine.",
    ],
}


def question_blocks(index: int, q) -> list:
    """One question's part of the guide, as blocks."""
    slips = [f"**{show(s.answer)}**, the answer you get if {s.told} What it reveals: {s.reveals}" for s in q.slips]
    if not q.slips:  # slips the exercise names without a word for the teacher yet
        slips = [f"**{show(answer)}**, the answer you get if {told}" for answer, told in q.exercise.mistakes]
    return [("h3", f"{question_name(index)}: {q.exercise.question}"),
            ("p", f"**Goal.** {q.goal}"),
            ("p", f"**Stage:** {q.stage}. **Minutes:** about {q.minutes}. **Points:** {q.points}. "
                  f"**Answer:** {show(q.exercise.exact)}."),
            ("p", "**Named slips:**" if slips else "**Named slips:** none yet."),
            ("ul", slips)]


def blocks(assignments: list[Assignment]) -> list:
    """The whole guide as (kind, content) blocks: h1/h2/h3 headings, paragraphs, bullet lists."""
    out = [("h1", "fishtutor: the teacher's guide to the graded course"), ("p", INTRO)]
    for a in assignments:
        minutes = sum(q.minutes for q in a.questions)
        out += [("h2", a.title), ("p", f"{a.intro} {len(a.questions)} questions, about {minutes} minutes.")]
        for index, q in enumerate(a.questions):
            out += question_blocks(index, q)
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
