"""The tutor's board in words, for a screen reader: the game's own description of the position, what is lit
on the board and why, the task a lesson asks; and the announcement of the latest change (``news``: what the learner's
click or move did, the other players' answer, whose turn it is now). No widgets here."""
from __future__ import annotations

from dataclasses import dataclass

from fishtutor.core.words import listed, sentence

from .news import news_words


@dataclass(frozen=True)
class BoardWords:
    """``full``: the whole board in words, one part a line; ``news``: what just changed, every event of it."""

    full: str
    news: str


def describe_session(session, first: str | None = None) -> BoardWords:
    """The board the learner sees, in words, and the latest change (``first``: the board's first line, if known)."""
    full, line = session.board_words()
    return BoardWords(full, news_words(session, line if first is None else first))


def board_words(session) -> tuple[str, str]:
    """The whole board in words, one part a line, and the game's own first line (whose turn, or its end)."""
    lit = session.lit_now()
    board = session.play.board_words(session.shown_state(), session.seat, session.hidden(), lit.picked)
    lines = [_heading(session), board, _picked(session), _lit_line(session, lit.targets, lit.picked)]
    return "\n".join(line for line in lines if line), board.split("\n", 1)[0]


PICK_HOW = "Choose the right thing on the board (click or tap it, or press Enter on it)."


def _heading(session) -> str:
    """What the board's banner says when it is not the game's own line: looking back, a lesson's task, done."""
    if session.review is not None:
        return sentence(f"Looking back at move {session.review} of {len(session.state.history)}; press Live to play on")
    if session.lesson_finished():
        return "Lesson done: press Next for the next lesson."
    if session.task_open():
        how = PICK_HOW if session.coach.task.kind == "pick" else \
            "Type your answer in the box under the board and press Check."
        return f"{sentence('Your task: ' + session.coach.task.prompt)} {how}"
    return ""


def _lit_line(session, lit: frozenset, focus) -> str:
    """The lit targets by the names the board gives them, and the one picked."""
    play, state, seat = session.play, session.state, session.seat
    name = play.target_words
    picked = f"Picked: {name(state, seat, focus, focus)}. " if focus is not None and not session.selection() else ""
    names = sorted({name(state, seat, t, focus) for t in lit if t != focus}, key=_natural)
    buttons = session.enabled_actions()
    pressed = f" Buttons you can press: {listed(buttons)}." if buttons else ""
    if not names:
        return (picked + pressed).strip()
    return f"{picked}You can choose {play.lit_words(state, seat, focus)}: {listed(names)}.{pressed}"


def _picked(session) -> str:
    """A half-made move in words, "Picked:" before it unless the words already say so."""
    said = session.selection()
    if not said:
        return ""
    return sentence(said if "picked" in said.lower() else f"Picked: {said}")


def _natural(text: str) -> tuple:
    """Sort key putting "boat 2" before "boat 10"."""
    head = text.rstrip("0123456789")
    tail = text[len(head):]
    return head, int(tail) if tail else 0


def lesson_words(number: int, total: int, step, news: str) -> str:
    """What the live region says when a lesson opens: its number and title, then the board's own news (the moves
    made before the learner's first, and last the lesson's task), so a learner who pressed Next hears where they
    are, what happened and what to do ("Lesson 4 of 21: Two of a kind. ... Your task: ...")."""
    title = step.title if step.title.endswith((".", "?", "!")) else f"{step.title}."  # its own case kept ("b. ...")
    return f"Lesson {number} of {total}: {title} {news}".strip()


def focus_words(session, lit=None) -> str:
    """What the keyboard's focus ring is on, for a screen reader: its name as the board names it, and whether it
    may be chosen now ("Boat 2: you can choose it." / "Boat 3: not one you can choose now.")."""
    target = session.focus.target
    if target is None:
        return ""
    shown = session.lit_now() if lit is None else lit
    lit, picked = shown.targets, shown.picked
    # looking back: named on the board shown, not the live one
    said = session.play.target_words(session.shown_state(), session.seat, target, picked)
    if target == picked:
        return sentence(f"{said}: picked")
    if not lit:  # nothing is lit (a question about the board, a done lesson): the name alone
        return sentence(said)
    return sentence(f"{said}: you can choose it" if target in lit else f"{said}: not one you can choose now")
