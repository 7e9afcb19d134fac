"""Check cells as Otter hands them out, and how a submission damaged them (deleted, or edited): plain words.
The rules live in gradebook.py, which runs without fishtutor; this module names them for the rest of the course."""
from __future__ import annotations

from .gradebook import damaged, describe  # noqa: F401 (the course's names for the gradebook's rules)


def check_call(name: str) -> str:
    """The check cell exactly as Otter hands it out."""
    return f'grader.check("{name}")'
