"""What the live region under the board announces after each change: every event the log under the board gained
(the learner's own move first, then each other player's and chance's, none counted away), what the tutor says of
it, and last what to do now: the lesson's task while it is open, "Lesson done" once it is done, else the game's
own prompt. Each sentence is said once; the game's end once, after the last move. No widgets here."""
from __future__ import annotations

import re

from fishtutor.core.words import sentence

SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])")
END_PHRASE = re.compile(r"^(the )?(game|tournament)( is)? over\b[:,]?\s*", re.IGNORECASE)
ENDS = re.compile(r"\b(game|tournament)( is)? over\b", re.IGNORECASE)
LESSON_DONE = "Lesson done. Press Next for the next lesson, or Reset to try this one again."
PLAY_ON = "Lesson done. Press Next for the next lesson, or play on."
ASKED = " (This lesson asks: {})"  # a refusal's reminder of the open lesson's task, shown beside the board
MARKS = str.maketrans("", "", "▶↺")  # the buttons' marks, not words: "Next ▶" is said "Next"


def news_words(session, now: str) -> str:
    """The announcement for the latest change; ``now`` is the game's own first line (whose turn, or its end)."""
    if session.review is not None:  # looking back: which move the board shows
        return sentence(_told(session.feedback))
    events = [sentence(line) for line in session.news if line]
    closing = _unsaid(_closing(session, now), events)
    told = session.feedback.text
    if told and session.news and told == session.news[0]:  # the learner's move, already said as an event
        told = ""
    told = _unsaid(sentence(_told(session.feedback, _asked(session))) if told else "", [*events, closing])
    return " ".join(part for part in (*events, told, closing) if part)


def _asked(session) -> str:
    """The reminder of the open task a refusal carries: said last as the task itself, so not said twice."""
    coach = session.coach
    return ASKED.format(coach.task.prompt) if coach is not None and not coach.done else ""


def _told(feedback, asked: str = "") -> str:
    """What the tutor says (less the task's reminder ``asked``), a repeat counted so that a second click is heard
    to land."""
    text = feedback.text.replace(asked, "") if asked else feedback.text
    if text and feedback.repeat:
        return f"{text} (said {feedback.repeat + 1} times)"
    return text


def _closing(session, now: str) -> str:
    """What to do now: the open lesson's task, the done lesson's Next, or the game's own prompt."""
    coach = session.coach
    if coach is None:
        return now
    if coach.task.kind == "play":  # a game played on: its own prompt, and Next once a lesson's goal is reached
        just_done = coach.done and session.feedback.kind == "done" and not session.state.is_terminal()
        return f"{now} {PLAY_ON}" if just_done else now
    if not coach.done:
        return sentence(f"Your task: {coach.task.prompt}")
    if session.lesson_finished() or not session.my_turn():
        return LESSON_DONE
    return "Lesson done. Press Next for the next lesson, or make the move to see what it does."


def sentences(text: str) -> list[str]:
    """The sentences of a text, in order."""
    return [s.strip() for s in SENTENCE_END.split(text) if s.strip()]


def _key(text: str) -> str:
    """A sentence as compared for repeats: its words, case and closing stop aside."""
    return " ".join(text.translate(MARKS).split()).rstrip(".!?:").lower()


def _unsaid(text: str, said: list[str]) -> str:
    """``text`` without the sentences already in ``said`` (or said within a longer one); once the game's end was
    said, not said again."""
    before = [_key(s) for part in said for s in sentences(part)]
    ended = any(ENDS.search(part) for part in said)
    kept = []
    for line in sentences(text):
        if ended and END_PHRASE.match(line):
            line = sentence(END_PHRASE.sub("", line))
        if line and not any(_key(line) in old for old in before):
            kept.append(line)
            before.append(_key(line))
            ended = ended or bool(ENDS.search(line))
    return " ".join(kept)
