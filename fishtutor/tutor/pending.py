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
        """Set one pick (kept)."""
        super().__setitem__(name, value)
        self._keep()

    def __delitem__(self, name) -> None:
        """Take one pick out (kept)."""
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
        """A plain copy of the picks (tied to no session)."""
        return dict(self)

    def __deepcopy__(self, memo) -> dict:
        """A plain deep copy of the picks (tied to no session)."""
        return copy.deepcopy(dict(self), memo)

    def __reduce__(self):
        """Pickled as the plain dict of its picks."""
        return dict, (dict(self),)
