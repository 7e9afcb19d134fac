"""An Otter-Grader plugin that names a student's damaged check cells: deleted, or edited.

Otter grades on its own copies of the tests whatever the notebook holds; this plugin only tells the teacher (and
the learner) which ``grader.check("qN")`` cells were not left as handed out."""
from __future__ import annotations

from otter.plugins import AbstractOtterPlugin

from .cells import damaged, describe


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
