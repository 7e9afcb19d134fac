"""Which situations each question's variants take, written down once (``variants.json``) so that a student's page
opens on their own numbers without solving every candidate situation first.

Choosing a family's variants means building each candidate question and keeping the ones that name a slip (Fish
Eat Fish solves a whole chain of hands for each): seconds of work in every kernel that hands out a roster's
numbers. The choice never changes unless a question's builder does, so the table keeps, per question, the
positions of the kept candidates among all candidates (and how many candidates there were). A kernel reads it; a
table that does not match the candidates (a builder changed the list) is ignored and the choice is made afresh.
``python -m fishtutor.probability.variant_table`` writes the table again; a test checks it against a fresh choice.
"""
from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Callable, Sequence, TypeVar

TABLE = Path(__file__).with_name("variants.json")
FRESH = "FISHTUTOR_FRESH_VARIANTS"  # set (to 1): ignore the table and choose every family's variants afresh
T = TypeVar("T")


@lru_cache(maxsize=1)
def shipped() -> dict[str, dict]:
    """The table as written: {game: {question: {"candidates": n, "kept": [positions]}}} (empty if absent)."""
    try:
        return json.loads(TABLE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def kept(game: str, qid: str, candidates: Sequence[T], choose: Callable[[Sequence[T]], list[int]]) -> tuple[T, ...]:
    """The candidates question ``qid`` keeps as variants, in order: at the table's positions when the table was
    written for these candidates, else the positions ``choose`` finds (noted, for writing the table)."""
    row = None if os.environ.get(FRESH) else shipped().get(game, {}).get(qid)
    if row is None or row.get("candidates") != len(candidates):
        positions = list(choose(candidates))
        RECORDED.setdefault(game, {})[qid] = {"candidates": len(candidates), "kept": positions}
    else:
        positions = row["kept"]
    return tuple(candidates[i] for i in positions)


RECORDED: dict[str, dict] = {}  # each choice made afresh in this process, by game and question


def fresh_table() -> dict[str, dict]:
    """Every family's choice made afresh (the table as it should read now)."""
    import importlib

    from . import course

    RECORDED.clear()
    old = os.environ.get(FRESH)
    os.environ[FRESH] = "1"
    try:
        for game in course.GAME_ORDER:
            module = importlib.import_module(course.COURSES[game])
            for name in getattr(module, "CHOICE_CACHES", ()):
                getattr(module, name).cache_clear()
            for family in course.families(game):
                family.count  # noqa: B018 (the choice is made when the family is built)
    finally:
        if old is None:
            os.environ.pop(FRESH, None)
        else:
            os.environ[FRESH] = old
    return {game: dict(sorted(rows.items())) for game, rows in sorted(RECORDED.items())}


def write() -> None:
    """Write the table afresh."""
    TABLE.write_text(json.dumps(fresh_table(), sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    shipped.cache_clear()
    print(f"wrote {TABLE}")


if __name__ == "__main__":  # run as a script, this file is __main__: the courses note their choices in the module
    from fishtutor.probability import variant_table

    variant_table.write()
