"""The half-made move as a plain dict, for callers written before ``Selection`` (a test setting a control's value
by hand): every change to it is kept as the session's new Selection. No widgets here."""
from __future__ import annotations

import copy

from fishtutor.core.presenter import Selection


class Pending(dict):
    """A copy of the session's picks; changing it gives the session a new Selection (nothing shared changes)."""

    def __init__(self, session) -> None:
        super().__init__(session.selected.values())
        self._session = session

    def _keep(self) -> None:
        """The picks as they are now become the session's Selection."""
        self._session.selected = Selection.of(self)

    def __setitem__(self, name, value) -> None:
        super().__setitem__(name, value)
        self._keep()

    def __delitem__(self, name) -> None:
        super().__delitem__(name)
        self._keep()

    def pop(self, *args):
        """Take a pick out (kept)."""
        value = super().pop(*args)
        self._keep()
        return value

    def update(self, *args, **kwargs) -> None:
        """Set several picks (kept)."""
        super().update(*args, **kwargs)
        self._keep()

    def clear(self) -> None:
        """Nothing picked (kept)."""
        super().clear()
        self._keep()

    def setdefault(self, name, default=None):
        """A pick, set to ``default`` if missing (kept)."""
        value = super().setdefault(name, default)
        self._keep()
        return value

    def __copy__(self) -> dict:
        return dict(self)

    def __deepcopy__(self, memo) -> dict:
        return copy.deepcopy(dict(self), memo)

    def __reduce__(self):
        return dict, (dict(self),)
