"""A stand-in canvas that records what it was asked to draw, for tests without a browser."""
from __future__ import annotations

from ipycanvas import Canvas


class RecordingCanvas:
    """Records every drawing command and style change; refuses names ipycanvas' Canvas lacks."""

    def __init__(self, width: int = 800, height: int = 600):
        object.__setattr__(self, "commands", [])
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)

    def __setattr__(self, name: str, value) -> None:
        if not hasattr(Canvas, name):
            raise AttributeError(f"ipycanvas.Canvas has no attribute {name!r}")
        self.commands.append(("set", name, value))

    def __getattr__(self, name: str):
        if name.startswith("_") or not callable(getattr(Canvas, name, None)):
            raise AttributeError(f"ipycanvas.Canvas has no method {name!r}")
        return lambda *args: self.commands.append((name, *args))

    def calls(self, name: str) -> list[tuple]:
        """The recorded calls of one method, with their arguments."""
        return [c[1:] for c in self.commands if c[0] == name]

    def styles(self, name: str) -> list:
        """Every value a style attribute (fill_style, font...) was set to, in order."""
        return [c[2] for c in self.commands if c[0] == "set" and c[1] == name]
