"""A graded assignment as a Voilà page: every question with its own answer box, Check, Simulate and Show answer,
and a progress line kept in the browser across a reload.

The page reads everything from the course data (``fishtutor.probability.course``): its title, introduction and
questions, so a question added there appears here. A question's exact answer, its explanation and any worked
table are built only once it is answered right or shown. What the learner answered right (the text typed) is kept
in the browser's localStorage, one entry per assignment; a reload marks each stored answer again and keeps only
those that are still right, so a stored record never counts for more than the answers in it."""
from __future__ import annotations

import html
import json
import os

from fishtutor.probability.answers import show
from fishtutor.probability.course import Assignment, Question, assignment, estimate_range, student_assignment
from fishtutor.probability.edition import PRACTICE_NOTE, PURE

from . import kit
from .board import feedback_html, guarded
from .classroom_page import preamble, worked_for
from .probability import ProbabilityCorner
from .query import known_params, when_known
from .session import Feedback
from .tables import fraction_cell, html_table, stage_words
from .viewport import Viewport

STORE_PREFIX = "fishtutor-assignment-"  # + the game: the browser's localStorage entry for one assignment
RECORD_VERSION = 1
MOST_STORED = 20_000  # characters: a stored record longer than this is not read at all
HOW_TO = ("Type each answer as a fraction like 5/16 or 2 1/4, a decimal like 0.3125 (a comma is a decimal point too: "
          "0,3125) or a percentage like 31.25%, and press <b>Check</b>. <b>Simulate</b> plays the situation many "
          "times from a seed (the same seed gives the same numbers). The exact answer and how it is worked out appear once you have it right, or when you press "
          "<b>Show exact answer</b>. This browser remembers what you answered right, so you can come back later.")
SHOWN_NOTE = ("The exact answer and how it is worked out are below. It counts as answered once you type an answer "
              "and Check it.")
RESTORED = "Kept from your last visit. "
ROSTER_ENV, KEY_ENV = "FISHTUTOR_ROSTER", "FISHTUTOR_COURSE_KEY"  # the class a server serves: make serve ROSTER= KEY=
EXAMPLES = ("5/16", "31.25%"), ("2/7", "40%")  # the answer box's examples (never a question's own answer)


class QuestionCard(ProbabilityCorner):
    """One question of an assignment: a probability corner for its exercise that reports when it is answered."""

    def __init__(self, question: Question, number: int, on_change, trials: int = 20_000, seed: int = 1,
                 worked=None, own: bool = False):
        self.course_question = question
        self.number = number
        self.on_change = on_change  # called with this card when it is first answered right or first shown
        self.extra_worked = worked  # a function giving a worked table's HTML, or None
        self.right = False  # checked right (here or on an earlier visit): counts as answered
        self.shown = False  # the exact answer was shown
        self.tries = 0  # wrong numbers checked; text that is not a number costs nothing
        ex = question.exercise
        super().__init__([ex], trials=min(trials, ex.max_trials), seed=seed, worked={ex.id: self.worked_html})
        self.answer.placeholder = placeholder(question)
        self.heading = kit.html(
            f"<h2 style='font-size:19px;margin:18px 0 2px 0'>Question {number}</h2>"
            f"<p style='font-size:13px;color:#33475b;margin:0'>{html.escape(stage_words(question.stage))} · "
            f"about {question.minutes} minutes</p>")
        parts = list(self.widget.children)
        if question.figure is not None:  # what the question rests on, drawn (a map, the cards in hand)
            self.figure = kit.html(figure_html(question.figure()))
            parts.insert(parts.index(self.question) + 1, self.figure)
        self.widget.children = (self.heading, *parts)
        if own:  # a student's own numbers, graded in their notebook: the answer shows only once it is right
            self.buttons["Show exact answer"].layout = kit.layout(True, width="auto", margin="2px", display="none")

    def about(self, _index: int) -> str:
        """How a screen reader names this card's question in its boxes' names: "question 3"."""
        return f"question {self.number}"

    @property
    def id(self) -> str:
        """The question's id in the course (the key of its stored answer)."""
        return self.course_question.id

    def worked_html(self) -> str:
        """The exact answer, how it is worked out, and the question's worked table (only ever built once answered)."""
        ex, q = self.exercise, self.course_question
        shown = (f"<p style='font-size:15px;margin:6px 0'><b>Exact answer: {html.escape(show(ex.exact))}.</b> "
                 f"{html.escape(ex.explanation)}</p>")
        if q.distribution is not None:
            chances = q.distribution()
            shown += html_table(("Outcome", "Exact chance"), [(k, fraction_cell(p)) for k, p in chances.items()],
                                caption="Every outcome and its exact chance")
        return shown + (self.extra_worked() if self.extra_worked is not None else "")

    @guarded
    def on_check(self, _button=None) -> None:
        """Mark the typed answer: right, a named slip, or a hint; text that is not a number changes nothing."""
        marked = self.course_question.mark(self.answer.value)
        kind = "ok" if marked.ok else "refused" if marked.problem == "format" else "task"
        self.feedback.value = feedback_html(Feedback(kind, marked.message))
        if marked.ok:
            self._right()
        elif marked.problem != "format":
            self.tries += 1

    def _right(self) -> None:
        """The question is answered right: show its worked answer and count it (once)."""
        first = not self.right
        self.right = True
        self._answered()
        if first:
            self.on_change(self)

    @guarded
    def on_reveal(self, _button=None) -> None:
        """Show the exact answer and how it is worked out (it counts once an answer is checked right)."""
        self.feedback.value = feedback_html(Feedback("info", SHOWN_NOTE))
        first = not self.shown
        self.shown = True
        self._answered()
        if first:
            self.on_change(self)

    def _show_estimate(self) -> None:
        """The last simulation: before the question is answered, only the range it puts the answer in (an answer
        is asked to 4 places, so no printed number can be copied as one)."""
        super()._show_estimate()
        estimate = self.estimate
        if estimate is not None and not self.is_answered():
            low, high = estimate_range(estimate.mean, estimate.stderr, self.exercise.exact)
            self.result.value = (f"<p style='font-family:monospace'>{estimate.trials:,} simulated tries (seed "
                                 f"{estimate.seed}) put the answer between {low} and {high}, with 19 chances "
                                 "in 20.</p>")

    def _picture_words(self, estimate, shown: bool) -> str:
        """What the plot shows, in words (the estimate's own number only once answered)."""
        if shown:
            return super()._picture_words(estimate, shown)
        low, high = estimate_range(estimate.mean, estimate.stderr, self.exercise.exact)
        return (f"Plot: the simulation's running estimate over {estimate.trials:,} trials, settling between {low} "
                f"and {high} with its ±2 standard-error band")

    def _picture(self, estimate, shown: bool) -> tuple[bytes, str]:
        """The question's picture (its distribution's bars, or the running estimate) and its words."""
        from fishtutor.probability.plots import question_png
        q = self.course_question
        if q.distribution is None:
            return question_png(q, estimate, exact=shown), self._picture_words(estimate, shown)
        exact = ", beside the exact chances" if shown else ""
        return question_png(q, estimate, exact=shown), (
            f"Bar chart: the share of {estimate.trials:,} simulated trials for each outcome "
            f"({', '.join(q.distribution())}), with ±2 standard errors{exact}")

    def restore(self, typed: str | None, shown: bool) -> bool:
        """Put back what an earlier visit kept: an answer only if it is marked right again; True if anything was."""
        back = False
        if typed is not None and not self.right and self.course_question.mark(typed).ok:
            self.answer.value = typed
            marked = self.course_question.mark(typed)
            self.feedback.value = feedback_html(Feedback("ok", RESTORED + marked.message))
            self.right = back = True
        if shown and not self.shown:
            self.shown = back = True
            if not self.right:
                self.feedback.value = feedback_html(Feedback("info", RESTORED + SHOWN_NOTE))
        if back:
            self._answered()
        return back


def figure_html(svg: str) -> str:
    """A question's SVG picture, as wide as the screen allows and no wider than drawn."""
    svg = svg.replace("<svg ", "<svg style='max-width:100%;height:auto;display:block' ", 1)
    return f"<div style='margin:4px 0 8px 0'>{svg}</div>"


def student_key(student: str) -> str:
    """A student's part of the browser's storage key (their progress kept apart from a classmate's)."""
    import hashlib
    return hashlib.sha256(student.encode()).hexdigest()[:12]


def own_assignment(game: str, student: str) -> tuple[Assignment | None, str]:
    """A student's own assignment from this server's class roster, and a line saying whose numbers these are."""
    from fishtutor.course.roster import RosterError, read
    said = html.escape(student[:60])
    if PURE:  # a page served as files: no roster, no student's own numbers
        return None, _note(f"This page runs in your browser, not on your class's server, so “{said}” gets the "
                           "numbers everyone gets here: open your teacher's link to the class server for your own.")
    path = os.environ.get(ROSTER_ENV, "")
    if not path:
        return None, _note(f"This server has no class roster, so “{said}” gets the numbers everyone gets here.")
    try:
        roster = read(path)
    except RosterError:
        return None, _note("This server's class roster cannot be read: everyone gets the same numbers for now.")
    if student not in roster:
        return None, _note(f"“{said}” is not in this class: check the link your teacher gave you. Below are the "
                           "numbers everyone gets.")
    own = student_assignment(game, student, os.environ.get(KEY_ENV, ""), roster)
    return own, _note(f"Your own numbers, {said}: the same as in your notebook. The exact answer shows once you "
                      "have it right.", "#1d6b2f")


def practice_html() -> str:
    """In the static edition, the plain word that this page is practice checked in the browser, not graded."""
    if not PURE:
        return ""
    return (f"<p role='note' style='font-size:15px;font-weight:bold;color:#1d4f7a;background:#eef4fb;"
            f"padding:6px 10px;border-radius:6px'>{html.escape(PRACTICE_NOTE)}</p>")


def _note(text: str, colour: str = "#8a4b00") -> str:
    return f"<p role='status' style='font-size:15px;font-weight:bold;color:{colour}'>{text}</p>"


def placeholder(question: Question) -> str:
    """The answer box's hint: ways of writing a number, none of them this question's answer."""
    for examples in EXAMPLES:
        if all(question.mark(e).ok is False for e in examples):
            return "Answer, e.g. {} or {}".format(*examples)
    return "Answer: a fraction or a %"


class AssignmentPage:
    """One game's assignment: its title and introduction, a progress line, and one card per question."""

    def __init__(self, game: str | Assignment, trials: int = 20_000, seed: int = 1, student: str | None = None):
        self.assignment: Assignment = game if isinstance(game, Assignment) else assignment(game)
        self.trials, self.seed = trials, seed
        self.errors: list[str] = []
        self.error_box = kit.html()
        self.viewport = Viewport(key=STORE_PREFIX + self.assignment.game)
        self.student: str | None = None
        self.note = ""
        self.header, self.progress = kit.html(), kit.html()
        self.cards: list[QuestionCard] = []
        self.viewport.observe(lambda _change: self.on_stored(), names="stored")
        # the browser's side last: the page's printed form (which nbval compares) never reaches its address
        self.widget = kit.column([], max_width="820px", width="100%")
        params = known_params()
        if student is None and params:
            student = params.get("student")
        self.open_for(student)
        if student is None and params is None and not isinstance(game, Assignment):
            when_known(self.on_link)  # a preheated kernel: the link's ?student= comes with the page

    def open_for(self, student: str | None) -> None:
        """Lay the page out for ``student``'s own numbers (the class's roster on this server), or the shared ones."""
        self.student, self.note, own = None, "", None
        if student:
            own, self.note = own_assignment(self.assignment.game, student)
            if own is not None:
                self.assignment, self.student = own, student
        a, game = self.assignment, self.assignment.game
        self.cards = [QuestionCard(q, i + 1, self._changed, self.trials, self.seed,
                                   worked_for(q.id) if self.student is None else None, own=self.student is not None)
                      for i, q in enumerate(a.questions)]
        self.header.value = (
            f"<h1 style='font-size:26px;margin:4px 0'>{html.escape(a.title)}</h1>"
            f"<p style='font-size:16px'>{html.escape(a.intro)}</p>"
            f"{self.note}{practice_html()}<p style='font-size:14px;color:#33475b'>{self.how_to()}</p>"
            f"{preamble(game)}")
        self.progress.value = self._progress_html()
        self.widget.children = (self.header, self.progress, *(c.widget for c in self.cards), self.error_box,
                                self.viewport)
        self.viewport.key = STORE_PREFIX + game + (f"-{student_key(self.student)}" if self.student else "")

    def how_to(self) -> str:
        """How to answer (a student's own page has no Show exact answer)."""
        if self.student is None:
            return HOW_TO
        return HOW_TO.replace(", or when you press <b>Show exact answer</b>", "")

    @guarded
    def on_link(self, params: dict) -> None:
        """The page's link arrived (a preheated kernel): open the student's own numbers if it names a student."""
        if params.get("student"):
            self.open_for(params["student"])

    def progress_text(self) -> str:
        """How far the learner is: "4 of 7 answered" (and how many answers were shown)."""
        right = sum(c.right for c in self.cards)
        shown = sum(c.shown and not c.right for c in self.cards)
        return f"{right} of {len(self.cards)} answered" + (f" · {shown} shown, not yet answered" if shown else "")

    def _progress_html(self) -> str:
        return (f"<p role='status' style='font-size:16px;font-weight:bold;color:#1d4f7a;background:#eef4fb;"
                f"padding:6px 10px;border-radius:6px;margin:6px 0'>{html.escape(self.progress_text())}</p>")

    def record(self) -> str:
        """What the browser keeps: the answers checked right, as typed, and the questions whose answer was shown."""
        return json.dumps({"version": RECORD_VERSION, "game": self.assignment.game,
                           "answers": {c.id: c.answer.value for c in self.cards if c.right},
                           "shown": [c.id for c in self.cards if c.shown]}, ensure_ascii=False)

    def _changed(self, _card=None) -> None:
        """A question was answered or shown: say so at the top and keep it in the browser."""
        self.progress.value = self._progress_html()
        self.viewport.record = self.record()

    @guarded
    def on_stored(self) -> None:
        """The browser kept a record from an earlier visit: restore what in it is still right (junk: nothing)."""
        if self.restore(self.viewport.stored):
            self._changed()

    def restore(self, text) -> int:
        """Restore a stored record, trusting nothing in it: each answer is marked again; the count restored."""
        kept = read_record(text, self.assignment.game)
        if kept is None:
            return 0
        answers, shown = kept
        return sum(card.restore(answers.get(card.id), card.id in shown) for card in self.cards)


def read_record(text, game: str) -> tuple[dict[str, str], set[str]] | None:
    """A stored record's answers (id -> text typed) and shown ids, or None if it is not one of this assignment's."""
    if not isinstance(text, str) or not text or len(text) > MOST_STORED:
        return None
    try:
        record = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: "[[[[..." nested deeper than JSON reading follows
        return None
    if not isinstance(record, dict) or record.get("version") != RECORD_VERSION or record.get("game") != game:
        return None
    answers, shown = record.get("answers"), record.get("shown")
    if not isinstance(answers, dict) or not isinstance(shown, list):
        return None
    return ({k: v for k, v in answers.items() if isinstance(k, str) and isinstance(v, str)},
            {s for s in shown if isinstance(s, str)})
