"""Rules text, lessons and tests stay linked: every rulebook section has its own rule tests, and every
notebook is saved executed (nbval checks only cells that have saved outputs)."""
import ast
import json
from pathlib import Path

import pytest

from fishtutor.games import GAMES

HERE = Path(__file__).parent


def rule_test_names(game: str) -> list[str]:
    """The test functions of a game's rule test file."""
    tree = ast.parse((HERE / f"test_{game}_rules.py").read_text())
    return [n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rulebook_section_has_a_rule_test_named_after_it(game):
    names = rule_test_names(game)
    missing = [rid for rid in GAMES[game].rules if not any(n.startswith(f"test_{rid.split('/')[1]}_") for n in names)]
    assert not missing, f"sections without a rule test: {missing}"


@pytest.mark.parametrize("notebook", sorted((HERE.parent / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_notebooks_are_saved_executed_without_errors(notebook):
    cells = [c for c in json.loads(notebook.read_text())["cells"] if c["cell_type"] == "code" and "".join(c["source"]).strip()]
    assert cells and all(c["execution_count"] for c in cells), "run `make notebooks` and commit the outputs"
    assert not [o for c in cells for o in c["outputs"] if o["output_type"] == "error"]
