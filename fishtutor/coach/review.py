"""The review of a finished game: each of the learner's decisions graded by what it cost in chance of winning
against the best move the search found, biggest mistakes first; and a second try at one of them judged by the
same search. No widgets here."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from fishtutor.bots import SeatView

from . import rules, search, why
from .hint import Budget, lines_for, ranked

# (grade, the most chance of winning a move may cost and still earn it), best first; a blunder costs more
GRADES = (("best", 0.02), ("good", 0.05), ("inaccuracy", 0.10), ("mistake", 0.20))
BLUNDER = "blunder"
FEW_GAMES = 20  # imagined games a decision below which two moves' chances are too rough to grade one against the other


def grade(cost: float) -> str:
    """The grade of a move that cost ``cost`` in chance of winning."""
    for name, most in GRADES:
        if cost <= most + 1e-9:
            return name
    return BLUNDER


def thresholds_words() -> str:
    """The grades and their limits, as the page states them."""
    parts = [f"{name}: costs at most {most:.2f}" for name, most in GRADES]
    return (f"Each move is graded by the chance of winning it cost against the best move found ("
            f"{'; '.join(parts)}; {BLUNDER}: costs more than {GRADES[-1][1]:.2f}).")


@dataclass(frozen=True)
class Decision:
    """One of the learner's decisions: where it was, what was played and the best move found, and what it cost."""

    index: int  # the game's move number before this decision (the position is ``state.replay(index)``)
    played: Any
    played_words: str  # what the learner did, said to them ("flew to boat 2")
    played_value: float
    best: Any
    best_words: str  # what to do instead, said to them ("fly to boat 3")
    best_value: float
    lines: tuple  # the search's lines at this position, most tried first (a second try is judged by them)
    better: tuple = ()  # (words to do it, chance) of the moves found with a higher chance than the one played,
    #   highest first
    yours: int = 0  # how many moves of the learner's own this is (1: their first), deals and others' never counted
    moves: int = 0  # the moves in the game's history, as the board's Back button counts them (chance's too)
    played_visits: int = 0  # the imagined games the played move's chance rests on
    own: bool = False  # the search never tried the move played: its chance is from imagined games of its own
    budget: Budget = Budget()  # the search's budget here (its seed deals the worlds; a second try uses it too)

    @property
    def seed(self) -> int:
        """The seed the search dealt its worlds from at this decision."""
        return self.budget.seed

    @property
    def where(self) -> str:
        """Which move this was, as the learner counts it and as the board's Back button finds it again."""
        return f"Your move {self.yours} (move {self.index + 1} of {self.moves} in this game's history)"

    @property
    def cost(self) -> float:
        """The chance of winning the move played gave up against the best move found (never below 0)."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def grade(self) -> str:
        """best / good / inaccuracy / mistake / blunder."""
        return grade(self.cost)


def move_named(state, seat: int, move) -> tuple[str, str]:
    """A move of the learner's said to them as theirs: what to do ("fly to boat 3"), what they did ("flew to boat
    3"); never with what the others chose face down, which a move not played would only guess."""
    return rules.your_move(state, seat, move)


def played_line(state, seat: int, move, lines, budget: Budget):
    """The search's line for ``move`` if it tried it, else the move valued by imagined games of its own that all
    begin with it, on the same worlds (the same seed and budget); and whether it was valued on its own."""
    for line in lines:
        if line.move == move and line.visits:
            return line, False
    view = SeatView(state, seat, np.random.default_rng(budget.seed))
    return search.analyse_move(view, move, seconds=budget.seconds, seed=budget.seed,
                               iterations=budget.iterations), True


def judge(state, seat: int, index: int, move, lines, budget: Budget) -> Decision:
    """``move`` made at the position after ``index`` moves, graded against the best of ``lines`` (the search's
    there with ``budget``); a move the search never tried is valued by imagined games of its own."""
    found = ranked(lines)  # the search's choices as a hint lists them: the best found first
    best = found[0]
    mine, own = played_line(state, seat, move, lines, budget)
    read = float(why.chance_words(mine.value))  # compared as the learner reads them
    better = tuple((move_named(state, seat, line.move)[0], line.value) for line in found
                   if line.move != move and float(why.chance_words(line.value)) > read)
    return Decision(index, move, move_named(state, seat, move)[1], mine.value, best.move,
                    move_named(state, seat, best.move)[0], best.value, tuple(lines), better[:2],
                    played_visits=mine.visits, own=own, budget=budget)


def positions(state, indices: Iterable[int]) -> Iterator[tuple[int, Any]]:
    """The game as it stood before each of ``indices`` (history indices, in order), each ``state.replay(index)``,
    replayed once from the start rather than once per position."""
    wanted, walk = sorted(set(indices)), state.start()
    done = 0
    for index in wanted:
        for who, move in state.history[done:index]:
            walk.apply(move, who)
        done = index
        yield index, walk.clone()


def chosen(state, seat: int) -> tuple[list[int], int]:
    """Where in the game ``seat`` chose among several moves (history indices), and how many of its moves had no
    other move allowed."""
    indices, forced = [], 0
    mine = (index for index, (who, _) in enumerate(state.history) if who == seat)
    for index, position in positions(state, mine):
        if len(position.legal_moves(seat)) > 1:
            indices.append(index)
        else:
            forced += 1
    return indices, forced


def decisions(state, seat: int, budget: Budget) -> list[Decision]:
    """Every move ``seat`` chose among several in this game, graded, biggest cost first (then in game order)."""
    found = []
    for index, position in positions(state, chosen(state, seat)[0]):
        move = state.history[index][1]
        here = Budget(budget.seconds, budget.iterations, budget.seed + index)
        judged = judge(position, seat, index, move, lines_for(position, seat, here), here)
        yours = sum(1 for who, _ in state.history[:index + 1] if who == seat)
        found.append(replace(judged, yours=yours, moves=len(state.history)))
    return sorted(found, key=lambda d: (-d.cost, d.index))


def head_words(found: list[Decision], forced: int) -> str:
    """The review's first sentence: how many decisions were graded and how, and the moves with no choice."""
    counts: dict[str, int] = {}
    for decision in found:
        counts[decision.grade] = counts.get(decision.grade, 0) + 1
    tally = ", ".join(f"{n} {name}" for name, n in counts.items()) or "you had no choice to make"
    said = f"Review of your game: {len(found)} decision{'s' if len(found) != 1 else ''} graded ({tally})."
    if forced:
        said += (f" {forced} move{'s' if forced != 1 else ''} had no other move allowed, so there was nothing "
                 f"to grade.")
    return said + depth_words(found)


def imagined(decision: Decision) -> int:
    """The imagined games the search played at a decision (its lines' visits)."""
    return sum(line.visits for line in decision.lines)


def depth_words(found: list[Decision]) -> str:
    """What the grades rest on: the imagined games a decision (the median), and when that is few, that a grade of
    best or good then says little (at one imagined game every move's chance reads 0 or 1)."""
    if not found:
        return ""
    games = sorted(imagined(decision) for decision in found)
    median = games[len(games) // 2]
    said = f" The chances rest on {median} imagined game{'s' if median != 1 else ''} a decision (the median)."
    if median < FEW_GAMES:
        said += " That is too few to tell close moves apart: read a grade of best or good as rough."
    return said


def played_chance(decision: Decision) -> str:
    """The played move's chance, and where the search never tried it, the imagined games of its own it rests on."""
    chance = f"chance {why.chance_words(decision.played_value)}"
    if not decision.own:
        return chance
    games = "imagined game" if decision.played_visits == 1 else "imagined games"
    return f"{chance} in {decision.played_visits} {games} of its own, as the search had not tried it"


def decision_words(decision: Decision, number: int, game: str) -> str:
    """One decision in a sentence: what the learner did and its grade, the better moves with the numbers."""
    played = f"{decision.where}: you {decision.played_words} ({played_chance(decision)})"
    if decision.played == decision.best:
        return f"{number}. {played}: the best move found, graded best."
    if not decision.better:
        return f"{number}. {played}: no move the search tried more has a higher chance, graded {decision.grade}."
    (first, chance), *others = decision.better
    also = "".join(f"; to {words} (chance {why.chance_words(value)}) was better too" for words, value in others)
    return (f"{number}. {played}, graded {decision.grade}: it cost {why.chance_words(decision.cost)} against the "
            f"best move found, to {first} (chance {why.chance_words(chance)}){also}.")


def retry_words(decision: Decision, tried: Decision) -> str:
    """A second try at a decision, judged by the same search."""
    if tried.played == decision.best:
        return (f"Found it: you {tried.played_words}, the best move found here (chance "
                f"{why.chance_words(tried.played_value)}).")
    better = "better than your first try" if tried.played_value > decision.played_value + 1e-9 else \
        "no better than your first try"
    return (f"You {tried.played_words}: {played_chance(tried)}, graded {tried.grade}, {better}; the best move found "
            f"is to {decision.best_words} (chance {why.chance_words(decision.best_value)}).")
