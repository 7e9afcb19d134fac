"""Rules text, lessons and tests stay linked: every rulebook section has its own rule tests, and every
notebook is saved executed (nbval checks only cells that have saved outputs)."""
import ast
import json

import pytest

from fishtutor.games import GAMES, SPECS
from tests.support import ROOT

ENGINE = ROOT / "tests" / "engine"  # a room per game package: tests/engine/<package>/


def rule_test_names(game: str) -> list[str]:
    """The test functions of a game's rule test file, in the room of the game package it lives in."""
    package = SPECS[game].game.split(":")[0].split(".")[2]  # "fishtutor.games.<package>.<module>:GAME"
    tree = ast.parse((ENGINE / package / f"test_{game}_rules.py").read_text())
    return [n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rulebook_section_has_a_rule_test_named_after_it(game):
    names = rule_test_names(game)
    missing = [rid for rid in GAMES[game].rules if not any(n.startswith(f"test_{rid.split('/')[1]}_") for n in names)]
    assert not missing, f"sections without a rule test: {missing}"


@pytest.mark.parametrize("notebook", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_notebooks_are_saved_executed_without_errors(notebook):
    cells = [c for c in json.loads(notebook.read_text())["cells"] if c["cell_type"] == "code" and "".join(c["source"]).strip()]
    assert cells and all(c["execution_count"] for c in cells), "run `make notebooks` and commit the outputs"
    assert not [o for c in cells for o in c["outputs"] if o["output_type"] == "error"]
