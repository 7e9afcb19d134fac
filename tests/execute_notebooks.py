"""Run notebooks in place (their saved outputs are what nbval compares on every test run).

Usage: python -m tests.execute_notebooks notebooks/*.ipynb"""
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def execute(path: Path) -> None:
    """Execute every cell from the notebooks folder and save the outputs into the notebook."""
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    nbformat.write(nb, path)
    print(f"executed {path}")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        execute(Path(name))
