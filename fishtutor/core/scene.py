"""What a board looks like, as plain frozen data: shapes, words and clickable regions.

Games portray a state as a Scene; the renderer draws a Scene; clicks come back through its hotspots.
Nothing here knows about widgets."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .textfit import clip_to_fit, shrink_to_fit


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle, rounded when ``radius`` > 0."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    radius: float = 0.0


@dataclass(frozen=True, slots=True)
class Circle:
    """A disc or a ring."""

    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Ellipse:
    """An ellipse (a fish's body, a seagull's wing)."""

    x: float
    y: float
    rx: float
    ry: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Line:
    """A straight line, dashed when ``dash`` > 0."""

    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = "#000"
    width: float = 1.0
    dash: float = 0.0


@dataclass(frozen=True, slots=True)
class Polygon:
    """A closed shape through ``points`` ((x, y) pairs)."""

    points: tuple[tuple[float, float], ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Text:
    """Words at (x, y); ``align`` left/center/right, vertically centred. ``box`` > 0 is the width of the box
    the words live in (a card, a badge, a strip): they must fit it, and the renderer never draws them wider."""

    x: float
    y: float
    text: str
    size: float = 14
    fill: str = "#1b2a3a"
    align: str = "left"
    bold: bool = False
    box: float = 0.0

    def span(self) -> tuple[float, float]:
        """Where the box runs from and to, horizontally (``box`` wide, placed by ``align``)."""
        start = {"left": self.x, "center": self.x - self.box / 2, "right": self.x - self.box}[self.align]
        return start, start + self.box


def boxed(x: float, y: float, text: str, size: float, box: float, fill: str = "#1b2a3a", align: str = "left",
          bold: bool = False, smallest: float = 9) -> Text:
    """Words that fit a box ``box`` wide: the font shrinks (not below ``smallest``), then the words are cut
    short with an ellipsis, until the width estimate fits."""
    fitted = shrink_to_fit(text, size, box, bold, smallest)
    return Text(x, y, clip_to_fit(text, fitted, box, bold), fitted, fill, align, bold, box)


@dataclass(frozen=True, slots=True)
class Hotspot:
    """A clickable rectangle standing for something on the board (``target``, e.g. ("boat", 2))."""

    x: float
    y: float
    w: float
    h: float
    target: tuple

    def contains(self, x: float, y: float) -> bool:
        """The point lies inside this rectangle."""
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


Shape = Rect | Circle | Ellipse | Line | Polygon | Text


@dataclass(frozen=True)
class Scene:
    """A whole board: its size, background, shapes in drawing order and clickable regions."""

    width: int
    height: int
    shapes: tuple[Shape, ...]
    hotspots: tuple[Hotspot, ...] = ()
    background: str = "#eaf4fb"
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def hit(self, x: float, y: float) -> tuple | None:
        """The target under a click (the last hotspot drawn wins), or None."""
        for spot in reversed(self.hotspots):
            if spot.contains(x, y):
                return spot.target
        return None

    def texts(self) -> list[str]:
        """Every word shown, in drawing order (handy in tests)."""
        return [s.text for s in self.shapes if isinstance(s, Text)]

    def targets(self) -> list[tuple]:
        """Every clickable target."""
        return [h.target for h in self.hotspots]


class SceneBuilder:
    """Collects shapes and hotspots in drawing order."""

    def __init__(self, width: int, height: int, background: str = "#eaf4fb"):
        self.width, self.height, self.background = width, height, background
        self.shapes: list[Shape] = []
        self.hotspots: list[Hotspot] = []

    def add(self, *shapes: Shape) -> "SceneBuilder":
        """Draw these shapes next."""
        self.shapes.extend(shapes)
        return self

    def spot(self, x: float, y: float, w: float, h: float, target: tuple) -> "SceneBuilder":
        """Make this rectangle clickable as ``target``."""
        self.hotspots.append(Hotspot(x, y, w, h, target))
        return self

    def build(self, **meta: Any) -> Scene:
        """The finished scene."""
        return Scene(self.width, self.height, tuple(self.shapes), tuple(self.hotspots), self.background, meta)
