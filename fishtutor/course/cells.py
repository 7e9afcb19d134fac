"""Check cells as Otter hands them out, and how a submission damaged them (deleted, or edited): plain words."""
from __future__ import annotations

import re


def check_call(name: str) -> str:
    """The check cell exactly as Otter hands it out."""
    return f'grader.check("{name}")'


def _sources(nb) -> list[str]:
    """Every code cell's source, as one string each."""
    cells = nb["cells"] if isinstance(nb, dict) else nb.cells
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in cells if c["cell_type"] == "code"]


def damaged(nb, names) -> dict[str, str]:
    """Each question whose check cell is missing ("deleted") or changed ("edited"), in the given order."""
    sources = _sources(nb)
    out = {}
    for name in names:
        if any(s.strip() == check_call(name) for s in sources):
            continue
        mention = re.compile(rf"""check\s*\(\s*['"]{re.escape(name)}['"]""")
        out[name] = "edited" if any(mention.search(s) for s in sources) else "deleted"
    return out


def describe(found: dict[str, str]) -> str:
    """The damage in plain words, one sentence a cell (empty when every check cell is intact)."""
    return "\n".join(f"{name}'s check cell was {how}: it was graded on the original tests all the same."
                     for name, how in found.items())
