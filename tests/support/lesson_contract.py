"""The lessons' contract, as functions the tests call: every attempt a lesson's board allows is judged.

A task's ``solution`` is the complete set of what passes. For a "move" task that is every legal move of the
learner's seat in the scenario that the task accepts; for a "pick" task every target on the board (its
hotspots) that it accepts. ``problems`` lists each way a task breaks the contract, in words; the tests hold
it empty for every lesson, and non-empty for a task loosened or narrowed on purpose."""
from __future__ import annotations

import re
from dataclasses import replace

from fishtutor.games import GAMES
from fishtutor.lessons.base import Coach, Task
from fishtutor.tutor.session import Session


def session_for(game: str, step, task: Task | None = None) -> Session:
    """The lesson's board as the tutor opens it, with a coach watching ``task`` (the step's own by default)."""
    return Session(step.scenario(), GAMES[game].play, seat=step.seat, seed=7, coach=Coach(task or step.task))


def legal_for_learner(session: Session) -> list:
    """Every legal move of the learner's seat on the lesson's board (none when it is not theirs to move)."""
    state, seat = session.state, session.seat
    return list(state.legal_moves(seat)) if seat in state.current_players() else []


def accepted_moves(session: Session, task: Task) -> list:
    """The learner's legal moves that ``task`` accepts, each tried on a copy of the board."""
    coach, state, out = Coach(task), session.state, []
    for move in legal_for_learner(session):
        trial = state.clone()
        trial.apply(move, session.seat)
        if coach.judge_move(state, move, trial).done:
            out.append(move)
    return out


def board_targets(session: Session) -> list:
    """Every target the board offers to a click while the task is open (its hotspots), once each."""
    return list(dict.fromkeys(session.scene().targets()))


def accepted_targets(session: Session, task: Task) -> list:
    """The board's targets that a "pick" ``task`` accepts."""
    coach = Coach(task)
    return [t for t in board_targets(session) if coach.judge_pick(t, session.state).done]


def praises(session: Session, task: Task, accepted: list) -> list[str]:
    """The success words for each accepted attempt."""
    coach, state = Coach(task), session.state
    if task.kind == "pick":
        return [coach.judge_pick(t, state).text for t in accepted]
    out = []
    for move in accepted:
        trial = state.clone()
        trial.apply(move, session.seat)
        out.append(coach.judge_move(state, move, trial).text)
    return out


def problems(game: str, step, task: Task | None = None) -> list[str]:
    """Every way ``task`` (the step's own by default) breaks the contract on the step's board, in words."""
    task = task or step.task
    session = session_for(game, step, task)
    if task.kind == "move":
        found = _set_problems(task, legal_for_learner(session), accepted_moves(session, task))
    elif task.kind == "pick":
        found = _set_problems(task, board_targets(session), accepted_targets(session, task))
    else:
        return []
    accepted = accepted_moves(session, task) if task.kind == "move" else accepted_targets(session, task)
    return found + _praise_problems(session, task, accepted)


def _set_problems(task: Task, offered: list, accepted: list) -> list[str]:
    """What the task accepts against what it lists."""
    listed, took, offered_set = set(task.solution), set(accepted), set(offered)
    if not took:
        return ["nothing on the board passes the task"]
    if task.accepts_any:
        return [] if took == offered_set else [f"says any move passes, but refuses {_names(offered_set - took)}"]
    found = []
    if took - listed:
        found.append(f"accepts what its solution does not list: {_names(took - listed)}")
    if listed - took:
        found.append(f"lists what it does not accept (or the board does not offer): {_names(listed - took)}")
    return found


def _praise_problems(session: Session, task: Task, accepted: list) -> list[str]:
    """A fixed sentence can only praise one attempt truthfully: with more, the praise is built from each."""
    if len(accepted) < 2:
        return []
    if task.praise is None:
        return [f"{len(accepted)} attempts pass but the praise is one fixed sentence"]
    words = praises(session, task, accepted)
    if len(set(words)) < len(words):
        return ["two different attempts get the same praise: it does not name what was done"]
    return []


def _names(items) -> str:
    shown = sorted(str(i) for i in items)
    return "; ".join(shown[:4]) + (f" (+{len(shown) - 4} more)" if len(shown) > 4 else "")


def loosened(task: Task) -> Task:
    """The task with its goal switched to "anything passes" (its solution list left as it was)."""
    return replace(task, goal=lambda *_args: True)


def narrowed(task: Task) -> Task:
    """The task with its first listed solution refused (the rest kept)."""
    first, goal = task.solution[0], task.goal
    if task.kind == "move":
        return replace(task, accepts_any=False, goal=lambda before, move, after: move != first and (
            task.accepts_any or goal(before, move, after)))
    return replace(task, goal=lambda target, state: target != first and goal(target, state))


def answer_shown(texts, answer) -> list[str]:
    """The words among ``texts`` that give ``answer`` away as a count of points ("5 pts", "5 points")."""
    value = re.escape(str(answer))
    pattern = re.compile(rf"(?<![\d/.]){value}\s*(pts?|points?)\b", re.IGNORECASE)
    return [t for t in texts if pattern.search(str(t))]
