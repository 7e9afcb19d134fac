"""The variant table (fishtutor/probability/variants.json): what a roster's numbers are read from instead of solving
every candidate situation in each student's kernel. It must be exactly the choice made afresh, and a table written
for other candidates must be ignored, never trusted."""
import json
import os
import subprocess
import sys

import pytest

from fishtutor.probability import variant_table
from fishtutor.probability.course import GAME_ORDER, families, student_assignment
from tests.support import ROOT

CLASS = [f"learner{n:02d}@school.example" for n in range(30)]


@pytest.fixture(scope="module")
def fresh() -> dict:
    """Every family's choice made afresh in this process (its caches then hold the fresh choices)."""
    return variant_table.fresh_table()


def test_the_shipped_table_is_the_choice_made_afresh(fresh):
    assert set(fresh) >= {"fish_eat_fish", "fish_frenzy", "fishing_frenzy"}
    assert variant_table.shipped() == fresh, "run python -m fishtutor.probability.variant_table and commit the table"


def test_a_row_written_for_other_candidates_is_ignored_and_the_choice_made_afresh(monkeypatch):
    stale = {"game": {"q": {"candidates": 3, "kept": [0, 1, 2]}}}
    monkeypatch.setattr(variant_table, "shipped", lambda: stale)
    asked = []

    def choose(candidates):
        asked.append(list(candidates))
        return [1, 3]
    assert variant_table.kept("game", "q", "abcd", choose) == ("b", "d") and asked == [list("abcd")]
    assert variant_table.kept("game", "q", "xyz", choose) == ("x", "y", "z") and len(asked) == 1  # the table's


@pytest.mark.parametrize("game", ["fish_eat_fish"])  # the costliest choice; the table test holds the rest
def test_a_students_numbers_from_the_table_are_those_chosen_afresh(game, fresh, monkeypatch):
    """In a kernel of its own (as a student's page is), reading the table, against the same student's numbers chosen
    afresh here."""
    code = ("import json, sys; from fishtutor.probability.course import student_assignment as s; "
            f"a = s({game!r}, {CLASS[7]!r}, 'a phrase', {CLASS!r}); "
            "print(json.dumps([[q.variant, q.exercise.question, str(q.exercise.exact)] for q in a.questions]))")
    env = {k: v for k, v in os.environ.items() if k != variant_table.FRESH}
    from_table = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                                check=True).stdout
    monkeypatch.setenv(variant_table.FRESH, "1")
    afresh = [[q.variant, q.exercise.question, str(q.exercise.exact)]
              for q in student_assignment(game, CLASS[7], "a phrase", CLASS).questions]
    assert json.loads(from_table) == afresh
    assert all(f.count > 1 for f in families(game))
