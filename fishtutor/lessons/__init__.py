"""The lessons of every game: rulebook sections as data (a game's lessons are imported when first looked up, from
the path its spec gives)."""
from collections.abc import Mapping, Sequence
from typing import Any

from fishtutor.core.spec import Loaded

LESSONS: Mapping[str, Sequence[Any]] = Loaded("lessons")
