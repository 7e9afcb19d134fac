"""The graded course: four assignments, one per game, each climbing from counting to expectation to chains.

One source: a question here is an ``Exercise`` (exact fraction, seeded simulation, hint) plus what a course needs
(its stage, its learning goal, the minutes it takes, the slips a wrong answer may reveal). The tutors' probability
corners, the Voilà assignments and the Otter-Grader notebooks all read these same objects."""
from __future__ import annotations

import hashlib
import importlib
import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable, Mapping, Sequence

from fishtutor.core.spec import SPECS, Names, Table

from .answers import AnswerFormatError, Marked, check_answer, parse_answer, show, typed_rounding
from .core import Exercise

# Exact means exact: a decimal passes only when it is the answer to 4 decimal places (within half the 4th place),
# nearer than the default simulation lands; a fraction or a whole number must be the answer itself
DECIMAL_PLACES = 4
EXACT_TOLERANCE = Fraction(1, 2 * 10 ** DECIMAL_PLACES)
STAGES = ("counting", "expectation", "chain")  # the order an assignment climbs

def _courses() -> dict[str, str]:
    """Each assignment's key and module, in the order of the games that first name it (from the games' specs)."""
    found: dict[str, str] = {}
    for name in SPECS:
        course = SPECS[name].course
        if course is not None:
            found.setdefault(course.key, course.module)
    return found


COURSES = Table(_courses)  # assignment key -> the module that builds it
GAME_ORDER = Names(lambda: tuple(COURSES))  # the assignments, in course order


@dataclass(frozen=True)
class Slip:
    """A wrong answer that a known slip of reasoning gives: what the learner is told, what it shows the teacher."""

    answer: Fraction
    told: str  # completes "Not quite: 3/8 is what you get if ..." (ends with a full stop)
    reveals: str  # for the teacher's guide: the misunderstanding behind the slip


@dataclass(frozen=True)
class Question:
    """One graded exercise: the exercise itself, where it sits in the course, the slips it names."""

    exercise: Exercise
    stage: str  # one of STAGES
    goal: str  # the learning goal, one sentence, for the teacher's guide
    minutes: int  # time a typical learner takes, for the teacher's guide
    slips: tuple[Slip, ...] = ()
    # A distribution question also plots the whole distribution: its outcomes' exact chances (labels in order),
    # and a seeded, vectorised sampler giving each trial's outcome as an index into those labels.
    distribution: Callable[[], Mapping[str, Fraction]] | None = None
    sample: Callable[[int, np.random.Generator], np.ndarray] | None = None
    points: int = 1
    # what the question rests on, drawn (an SVG picture: a map with its coordinates and legend), or None
    figure: Callable[[], str] | None = None
    variant: int = 0  # which of its family's variants this is (0: the one the tutors show)
    variants: int = 1  # how many distinct variants its family has

    def __post_init__(self):
        if self.stage not in STAGES:
            raise ValueError(f"stage {self.stage!r} is not one of {STAGES}")
        if self.slips:  # the checker names a slip from the exercise's own list: keep the two one list
            mistakes = tuple((s.answer, s.told) for s in self.slips)
            object.__setattr__(self, "exercise", replace(self.exercise, mistakes=mistakes))

    @property
    def id(self) -> str:
        """The exercise's id (unique across the course)."""
        return self.exercise.id

    def mark(self, text) -> Marked:
        """The checker's verdict on a typed answer: the exact value (a decimal to 4 places), a named slip, or a
        hint. A percentage is a chance's way of writing, so it is refused for a count or an average."""
        ex = self.exercise
        if not ex.probability and "%" in str(text):
            kind = "a whole number" if ex.whole else "a number of things on average"
            return Marked(False, f"This answer is {kind}, not a chance, so write it without a % sign.", "format")
        places = typed_rounding(str(text))  # half the last typed digit: 0 for a fraction or a whole number
        exact_enough = not ex.whole and 0 < places <= EXACT_TOLERANCE  # a decimal of 4 places or more
        if exact_enough and _rounds_to(str(text), ex.exact):
            return Marked(True, f"Right: the exact answer is {show(ex.exact)}.")
        marked = check_answer(str(text), ex.exact, 0, ex.hint, ex.probability, ex.mistakes, ex.whole)
        if not marked.ok and marked.problem == "value" and not exact_enough and _near(str(text), ex.exact):
            return Marked(False, "Close, but this question asks for the exact value: write it as a fraction, or "
                          f"as a decimal to {DECIMAL_PLACES} places.", "precision")
        return marked


def _rounds_to(text: str, exact: Fraction) -> bool:
    """The typed decimal and the exact answer round to the same 4 places (half up, as the grader's judge does)."""
    try:
        value = parse_answer(text)
    except AnswerFormatError:
        return False
    scale = 10 ** DECIMAL_PLACES
    return math.floor(value * scale + Fraction(1, 2)) == math.floor(exact * scale + Fraction(1, 2))


def _near(text: str, exact: Fraction) -> bool:
    """The typed number is within half a unit of the 3rd decimal place of the answer (a rounded or simulated one)."""
    try:
        return abs(parse_answer(text) - exact) <= Fraction(1, 2000)
    except AnswerFormatError:
        return False


def estimate_range(mean: float, stderr: float, exact: Fraction) -> tuple[str, str]:
    """A simulation's estimate as a course question prints it: the range 2 standard errors either side, widened
    outward to 3 decimal places (an answer is asked to 4); an end that would be the answer itself is widened once
    more (a wider range still holds the answer 19 times in 20), so the printed numbers are never an answer."""
    low, high = math.floor((mean - 2 * stderr) * 1000), math.ceil((mean + 2 * stderr) * 1000)
    high += high == low
    low -= Fraction(low, 1000) == exact
    high += Fraction(high, 1000) == exact
    return f"{low / 1000:.3f}", f"{high / 1000:.3f}"


@dataclass(frozen=True)
class Assignment:
    """One game's graded assignment: a title, a short introduction, and its questions in course order."""

    game: str  # one of GAME_ORDER
    title: str
    intro: str  # two or three sentences in our own words: the situation and what the assignment practises
    questions: tuple[Question, ...]

    def question(self, qid: str) -> Question:
        """The question with id ``qid``."""
        for q in self.questions:
            if q.id == qid:
                return q
        raise KeyError(f"{self.title} has no question {qid!r}.")


@dataclass(frozen=True)
class Family:
    """A question and its variants: the same question on other numbers (players, cards seen, a square...).
    Variant 0 is the question the tutors show; ``make(i)`` is deterministic and distinct for each i < count."""

    id: str  # the question's id (variant 0's exercise id; every variant keeps it)
    count: int  # how many distinct variants
    make: Callable[[int], Question]
    why: str = ""  # why fewer than 100 variants, when so (the teacher's guide says it)

    def variant(self, index: int) -> Question:
        """Variant ``index``, marked with its index and the family's size."""
        if not 0 <= index < self.count:
            raise IndexError(f"{self.id} has {self.count} variants, not {index + 1}.")
        q = self.make(index)
        if q.id != self.id:
            raise ValueError(f"variant {index} of {self.id} has the id {q.id!r}")
        return replace(q, variant=index, variants=self.count)


def families(game: str) -> tuple[Family, ...]:
    """The assignment's questions as families, in course order (a game without variants: one each)."""
    module = importlib.import_module(COURSES[game])
    if hasattr(module, "families"):
        return tuple(module.families())
    return tuple(Family(q.id, 1, lambda _i, q=q: q, "no variants yet") for q in assignment(game).questions)


def _start(key: str, student: str, qid: str, count: int) -> int:
    """Where a student's search for a free variant starts: a hash of the course key, the student and the question."""
    digest = hashlib.sha256(f"{key}\x1f{student}\x1f{qid}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % count


def roster_variants(game: str, students: Sequence[str], key: str = "") -> dict[str, tuple[int, ...]]:
    """Each student's variant of each question: different students get different variants while a family has
    enough (then they repeat); students added at the end of the roster never change earlier students' numbers."""
    fams, taken = families(game), {}
    out: dict[str, tuple[int, ...]] = {}
    for student in students:
        if student in out:
            raise ValueError(f"{student!r} is twice in the roster.")
        picks = []
        for fam in fams:
            used = taken.setdefault(fam.id, set())
            if len(used) >= fam.count:
                used.clear()  # every variant handed out: start a new round
            index = _start(key, student, fam.id, fam.count)
            while index in used:
                index = (index + 1) % fam.count
            used.add(index)
            picks.append(index)
        out[student] = tuple(picks)
    return out


def variant_assignment(game: str, variants: Sequence[int]) -> Assignment:
    """The assignment with the given variant of each question (what one student is handed)."""
    base, fams = assignment(game), families(game)
    if len(variants) != len(fams):
        raise ValueError(f"{game} has {len(fams)} questions, not {len(variants)}.")
    return replace(base, questions=tuple(f.variant(i) for f, i in zip(fams, variants)))


def student_assignment(game: str, student: str, key: str = "", roster: Sequence[str] | None = None) -> Assignment:
    """One student's assignment: their own variants, from the roster they are on (alone, if none)."""
    roster = list(roster) if roster is not None else [student]
    if student not in roster:
        raise KeyError(f"{student!r} is not on the roster.")
    return variant_assignment(game, roster_variants(game, roster, key)[student])


# each assignment's builder, its module imported when that assignment is first asked for
ASSIGNMENTS: Mapping[str, Callable[[], Assignment]] = Table(
    lambda: {game: f"{module}:assignment" for game, module in COURSES.items()}, lazy=True)


def assignment(game: str) -> Assignment:
    """The assignment for ``game`` (built on first use): every question's variant 0, as the tutors show it."""
    if game not in ASSIGNMENTS:
        raise KeyError(f"No assignment for {game!r}; the course has {', '.join(GAME_ORDER)}.")
    return ASSIGNMENTS[game]()


def course() -> list[Assignment]:
    """All four assignments, in course order."""
    return [assignment(game) for game in GAME_ORDER]
