"""An Otter-Grader plugin that names a student's damaged check cells: deleted, or edited.

Otter grades on its own copies of the tests whatever the notebook holds; this plugin only tells the teacher (and
the learner) which ``grader.check("qN")`` cells were not left as handed out."""
from __future__ import annotations

import re

from otter.plugins import AbstractOtterPlugin


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
    lines = [f"{name}'s check cell was {how}: it was graded on the original tests all the same."
             for name, how in found.items()]
    return "\n".join(lines)


class CheckCells(AbstractOtterPlugin):
    """Names the check cells a submission deleted or edited (configured with the assignment's question names)."""

    found: dict[str, str] = {}

    def before_execution(self, submission):
        """Look at the notebook before Otter runs it; hand it on unchanged."""
        names = self.plugin_config.get("questions", []) if self.plugin_config else []
        self.found = damaged(submission, names) if not isinstance(submission, str) else {}
        return submission

    def after_grading(self, results):
        """Put the damage into the results Otter writes (results.json's output, and the plugin data)."""
        results.set_plugin_data(type(self).__module__ + "." + type(self).__name__, dict(self.found))
        if self.found:
            results.set_output(describe(self.found))

    def generate_report(self):
        """The damage as Otter prints it after the grading summary."""
        return describe(self.found) if self.found else "Every check cell is as it was handed out."
