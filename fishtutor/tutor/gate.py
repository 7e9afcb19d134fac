"""The lesson's gate between the learner and the game: whether the board takes a move now (a question or a "choose on
the board" task comes first; a done lesson waits for Next), what an open question keeps off the board, how the task
judges a move, and what is said when it is done. A full game played on has a gate that never closes. No widgets."""
from __future__ import annotations

from .frame import Feedback
from .news import ASKED

BOARD_TASKS = ("pick", "answer")  # tasks that are not moves: the board waits while one is open
DONE_BANNER = "Lesson done: press Next ▶"  # the board's heading once a lesson's task is done
NEXT = "Press Next ▶ for the next lesson, or ↺ Reset to try this one again."
WAIT = {"answer": "First answer the question: type it in the box and press Check.",
        "pick": "First do the task: choose the right thing on the board."}


class LessonGate:
    """A lesson's task (its ``coach``, None for a game with no lesson) and what it has seen of the learner."""

    def __init__(self, coach=None) -> None:
        self.coach = coach
        self.praised = ""  # the words of the lesson's task done, said again if the board is chosen after it
        self.followed = False  # a learner's move made after an answered question (its outcome shown once)

    @property
    def kind(self) -> str:
        """The task's kind: move, pick, answer or play ("" without a lesson)."""
        return "" if self.coach is None else self.coach.task.kind

    @property
    def done(self) -> bool:
        """The lesson's task is done."""
        return self.coach is not None and self.coach.done

    def finished(self) -> bool:
        """The task is done and the board stays as the lesson left it until Next (a full game plays on). After an
        answered question the learner may make the one move it asked about, to see what it does."""
        if not self.done or self.kind == "play":
            return False
        return self.kind != "answer" or self.followed

    def open(self) -> bool:
        """A question or a "choose on the board" task is still to do: until it is, no move is made."""
        return self.coach is not None and not self.coach.done and self.kind in BOARD_TASKS

    def hidden(self) -> frozenset:
        """What an open question keeps off the board, out of its words and out of the points table."""
        return frozenset(self.coach.task.hides) if self.open() else frozenset()

    def banner(self) -> str:
        """The board's heading while the lesson holds the board ("" while it takes moves)."""
        if self.finished():  # nothing lit, nothing asked: the board waits for Next
            return DONE_BANNER
        if self.open():
            return "Your task: choose on the board" if self.kind == "pick" else "Your task: answer under the board"
        return ""

    def holds(self) -> Feedback | None:
        """What the lesson says instead of taking a move now (None: the board takes it)."""
        if self.finished():
            return self.again()
        if self.open():
            return Feedback("task", WAIT[self.kind])
        return None

    def again(self) -> Feedback:
        """A choice after the task is done: the praise again, and where to go next."""
        return Feedback("done", f"{self.praised or 'Done.'} {NEXT}")

    def pick(self, target, state) -> Feedback:
        """A target chosen for a "choose on the board" task: done, or "not that one" before the hint."""
        mark = self.coach.pick(target, state)
        return _feedback(mark) if mark.done else Feedback("task", f"Not that one. {mark.text}")

    def judge(self, state, move, seat: int, said: str) -> Feedback | None:
        """A move task judges an allowed move on a copy first: one that misses the task is not made, so the
        lesson's board stays set up (None: no move task open)."""
        if self.kind != "move" or self.coach.done:
            return None
        trial = state.clone()
        trial.apply(move, seat)
        mark = self.coach.after_move(state, move, trial)
        if mark.done:
            return Feedback("done", mark.text)
        return Feedback("task", f"You tried: {said}. The rules allow it, but it is not this lesson's task. {mark.text}")

    def reminder(self) -> str:
        """After a refusal in an open move task: what the task asks, so the rule's reason is not taken for the
        lesson's advice."""
        if self.kind != "move" or self.coach.done:
            return ""
        return ASKED.format(self.coach.task.prompt)

    def moving(self) -> None:
        """A move is being made: after an answered question it is the one move the question let through."""
        self.followed = self.done and self.kind == "answer"

    def after_bots(self, state) -> Feedback | None:
        """The task's word after the other players moved (a play task's goal reached), if any."""
        mark = self.coach.after_bots(state) if self.coach is not None else None
        return _feedback(mark) if mark is not None else None

    def answer(self, text: str) -> Feedback:
        """A typed answer to the lesson's question, judged."""
        if self.kind != "answer":
            return Feedback("info", "There is no question to answer here.")
        return _feedback(self.coach.answer(text))

    def heard(self, feedback: Feedback) -> None:
        """What the tutor said: a task's praise is kept to say again."""
        if feedback.kind == "done" and not feedback.text.endswith(NEXT):
            self.praised = feedback.text


def _feedback(mark) -> Feedback:
    """A coach's mark as something to show: done, or the task's hint."""
    return Feedback("done" if mark.done else "task", mark.text)
