"""Run notebooks in place (their saved outputs are what nbval compares on every test run).

The widget state is saved too, except for the widgets whose output also carries a static picture (the tutor's
board cell has an SVG fallback): GitHub and nbviewer draw a saved widget from its state and would show a blank
canvas, so without that state they show the SVG board instead. Voilà and nbval never read the saved state.

Usage: python -m tests.support.execute_notebooks notebooks/*.ipynb"""
import json
import re
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"
PICTURES = ("image/svg+xml", "image/png")
_REF = re.compile(r"IPY_MODEL_([0-9a-f]+)")


def _views(nb, pictured: bool) -> set[str]:
    """The model ids of the widget outputs that do (or do not) also carry a static picture."""
    found = set()
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if VIEW in data and any(p in data for p in PICTURES) == pictured:
                found.add(data[VIEW]["model_id"])
    return found


def _reach(state: dict, roots: set[str]) -> set[str]:
    """Every model reachable from ``roots`` through the IPY_MODEL_ references of the saved state."""
    seen, todo = set(), list(roots)
    while todo:
        model = todo.pop()
        if model in seen or model not in state:
            continue
        seen.add(model)
        todo += _REF.findall(json.dumps(state[model].get("state", {})))
    return seen


def drop_pictured_widgets(nb) -> int:
    """Leave out of the saved widget state every widget whose output has a static picture, and the models only
    it uses; returns how many models were left out."""
    state = nb.metadata.get("widgets", {}).get(STATE, {}).get("state")
    if not state:
        return 0
    dropped = _reach(state, _views(nb, True)) - _reach(state, _views(nb, False))
    for model in dropped:
        del state[model]
    return len(dropped)


def execute(path: Path) -> None:
    """Execute every cell from the notebooks folder and save the outputs into the notebook."""
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    dropped = drop_pictured_widgets(nb)
    nbformat.write(nb, path)
    print(f"executed {path}" + (f" ({dropped} widget models with a static picture left unsaved)" if dropped else ""))


if __name__ == "__main__":
    for name in sys.argv[1:]:
        execute(Path(name))
