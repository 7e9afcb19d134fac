"""The rules site's pages as reStructuredText, written from the data: the lessons (our own words, never the
rulebook's), their boards as inline SVG, the edition tables, and the course's questions with their plots."""
from __future__ import annotations

import html
from fractions import Fraction

from fishtutor.core import edition
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS

from .boards import PAGES, lesson_svg

STAGE_WORDS = {"counting": "Counting", "expectation": "Expected values", "chain": "Chains of events"}

NOTE_GRADED = ("This page is a reference: it shows every question with a worked answer. The graded version, "
               "where your answers are checked and counted, is the assignment itself:")


def live_base(server: str) -> str:
    """Where the Voilà pages are: ``server``'s address, or (empty) the folder beside the site's."""
    return f"{server.rstrip('/')}/voila/render/" if server else "../voila/render/"


def beside(server: str) -> str:
    """The mark on a link that needs the tutor served beside the site (a file:// page says so beside it)."""
    return "" if server else " data-beside='1'"


def live_note(server: str) -> str:
    """Where the live links lead, said once at the top of a page that has them (a file has no tutor beside it)."""
    if server:
        return paragraph(f"The live links open the tutor at {server.rstrip('/')}/ (it must be running there).")
    return ("<p class='live-note'>The live links open the tutor on the server that serves this site: "
            "<code>make demo</code> and <code>make serve</code> serve it at <code>/site/</code>, beside the tutor. "
            "Opened from a file or from another web server, this site has no tutor beside it; build it with "
            "<code>make site SERVER=https://your-tutor-address</code> to link to a tutor elsewhere.</p>")


def heading(words: str, mark: str) -> str:
    """A reST section title (special characters escaped, the underline long enough)."""
    safe = "".join("\\" + c if c in "*`_|\\:" else c for c in words)
    return f"{safe}\n{mark * (len(safe) + 4)}\n\n"


def raw(markup: str) -> str:
    """HTML placed as it is in the page."""
    return ".. raw:: html\n\n   " + markup.replace("\n", " ") + "\n\n"


def paragraph(words: str) -> str:
    """Plain words as an HTML paragraph (escaped)."""
    return f"<p>{html.escape(words)}</p>"


def lesson_block(game: str, index: int, server: str) -> str:
    """One lesson: its name, our words for the rule, the task the tutor sets, its board, the live link."""
    step = LESSONS[game][index]
    number = index + 1
    link = ""
    if game in PAGES:  # a tutor page serves this game's lessons
        href = f"{live_base(server)}{game}.ipynb?lesson={number}"
        link = (f"<p><a class='live-lesson'{beside(server)} href='{html.escape(href, quote=True)}'>Play lesson {number} "
                f"live in the tutor</a></p>")
    return raw(f"<section class='lesson' id='{game}-lesson-{number}'>"
               f"<h4>Lesson {number}: {html.escape(step.title)}</h4>{paragraph(step.text)}"
               f"<p class='task'><strong>In the tutor:</strong> {html.escape(step.task.prompt)}</p>"
               f"<div class='board'>{lesson_svg(game, index)}</div>{link}</section>")


def section_title(game: str, rule: str) -> str:
    """The rulebook section a lesson teaches, by its heading (the closing game has none)."""
    if rule == "play":
        return "Play a whole game"
    found = GAMES[game].rules.get(rule)
    return found.title if found else rule.rpartition("/")[2].replace("_", " ").capitalize()


def game_lessons(game: str, server: str) -> str:
    """Every lesson of ``game``, grouped under the rulebook section each teaches, in lesson order."""
    parts, current = [], None
    for index, step in enumerate(LESSONS[game]):
        if step.rule != current:
            current = step.rule
            parts.append(heading(section_title(game, step.rule), "~"))
        parts.append(lesson_block(game, index, server))
    return "".join(parts)


def edition_table(game: str) -> str:
    """Rules as printed / this edition: for every choice, the rulebook's words or silence beside ours and why."""
    cells = ("Where", "The rulebook says", "This edition", "Why")
    head = "".join(f"<th scope='col'>{c}</th>" for c in cells)
    rows = "".join(f"<tr id='edition-{html.escape(c.id)}'><th scope='row'>{html.escape(c.title)}</th>"
                   f"<td>{html.escape(c.printed)}</td><td>{html.escape(c.this_edition)}</td>"
                   f"<td>{html.escape(c.why)}</td></tr>" for c in edition.choices(game))
    caption = f"{GAMES[game].title}: rules as printed / this edition"
    return raw(f"<div class='table-box' tabindex='0' role='region' aria-label='{html.escape(caption, quote=True)}'>"
               f"<table class='edition'><caption>{html.escape(caption)}</caption><thead><tr>{head}</tr></thead>"
               f"<tbody>{rows}</tbody></table></div>")


def game_page(page: str, server: str) -> str:
    """A tutor's rules page: each game it teaches, lesson by lesson, then its edition choices."""
    title = GAMES[page].title
    parts = [heading(title, "="), raw(paragraph(
        f"{title} in our own words, one rulebook section at a time: each lesson's board is drawn here as the "
        "tutor first shows it, and the link under it opens that lesson live.") + live_note(server))]
    for game in PAGES[page]:
        name = GAMES[game].title
        parts.append(heading("Rules, lesson by lesson" if game == page else name, "-"))
        if game != page:
            parts.append(raw(paragraph(f"{name} is taught on this page only: its lessons have no tutor page yet, "
                                       f"so they have no live link.")))
        parts.append(game_lessons(game, server))
    parts.append(heading("Rules as printed / this edition", "-"))
    parts.append(raw(paragraph("Where a rulebook is silent or open to two readings, this edition chooses: "
                               "the rulebook's words (or its silence), what the tutor does, and why.")))
    parts += [edition_table(game) for game in PAGES[page]]
    return "".join(parts)


def answer_words(value: Fraction) -> str:
    """An exact answer as the learner would type it, with its decimal."""
    value = Fraction(value)
    return str(value) if value.denominator == 1 else f"{value} ≈ {float(value):.4f}"


def question_block(number: int, question, plot: str | None) -> str:
    """One course question: its words, its stage, its simulation's plot and the worked answer, folded."""
    ex = question.exercise
    figure = (f".. image:: {plot}\n   :alt: The seeded simulation of question {number}, its estimate settling as "
              f"the games add up.\n\n") if plot else raw(paragraph(
                  "This question is worked by reasoning alone: every game gives the same answer."))
    fold = (f"<details class='worked'><summary>Worked answer</summary><p><strong>{html.escape(answer_words(ex.exact))}"
            f"</strong></p>{paragraph(ex.explanation)}</details>")
    return (heading(f"Question {number}", "-")
            + raw(f"{paragraph(ex.question)}<p class='stage'>{html.escape(STAGE_WORDS.get(question.stage, question.stage))}, "
                  f"about {question.minutes} minutes.</p>") + figure + raw(fold))


def assignment_page(assignment, plots: dict[str, str], server: str) -> str:
    """An assignment of the course as a reference page: its questions, plots and folded worked answers."""
    href = f"{live_base(server)}assignment_{assignment.game}.ipynb"
    note = (f"<p class='graded'>{html.escape(NOTE_GRADED)} <a{beside(server)} href='{html.escape(href, quote=True)}'>"
            f"{html.escape(assignment.title)}</a>.</p>")
    parts = [heading(assignment.title, "="), raw(paragraph(assignment.intro) + note + live_note(server))]
    parts += [question_block(i + 1, q, plots.get(q.exercise.id)) for i, q in enumerate(assignment.questions)]
    return "".join(parts)


def index_page(assignments) -> str:
    """The site's front page: what it is, and every page."""
    games = "\n".join(f"   {page}" for page in PAGES)
    course = "\n".join(f"   probability_{a.game}" for a in assignments)
    intro = ("The rules of four fish board games, taught in our own words one section at a time, each with the "
             "board its lesson opens on; the choices this edition makes where a rulebook is unclear; and the "
             "probability course's questions with their plots. These pages need no server; the live lessons "
             "and the graded assignments they link to open in the tutor, on the server beside them.")
    return (heading("fishtutor: the rules", "=") + raw(paragraph(intro))
            # no toctree captions: Sphinx writes them as role="heading" without a level (axe: aria-required-attr)
            + heading("The games", "-") + f".. toctree::\n   :maxdepth: 1\n\n{games}\n\n"
            + heading("Probability", "-") + f".. toctree::\n   :maxdepth: 1\n\n{course}\n")
