"""Small pictures every board uses (a little fish, a seagull, a badge), as scene shapes."""
from __future__ import annotations

from .scene import Circle, Ellipse, Line, Polygon, Rect, Shape, Text, boxed

INK = "#1b2a3a"
GOOD = "#136135"
FOCUS = "#f59e0b"
WARN = "#d23434"


def text_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def little_fish(x: float, y: float, size: float, fill: str, stroke: str | None = None) -> list[Shape]:
    """A little fish facing right, centred at (x, y), ``size`` long."""
    body = Ellipse(x + size * 0.1, y, size * 0.36, size * 0.22, fill, stroke, 1)
    tail = Polygon(((x - size * 0.22, y), (x - size * 0.5, y - size * 0.2), (x - size * 0.5, y + size * 0.2)),
                   fill, stroke, 1)
    eye = Circle(x + size * 0.3, y - size * 0.05, max(1.0, size * 0.05), text_on(fill))
    return [tail, body, eye]


def seagull(x: float, y: float, fill: str, label: str = "", ring: str | None = None) -> list[Shape]:
    """A seagull token in a player's colour: a disc with white wings and the player's initial."""
    shapes: list[Shape] = []
    if ring:
        shapes.append(Circle(x, y, 21, None, ring, 4))
    shapes += [Circle(x, y, 17, fill, "#ffffff", 2),
               Line(x - 11, y - 6, x - 3, y - 1, "#ffffff", 3), Line(x - 3, y - 1, x, y - 5, "#ffffff", 3),
               Line(x, y - 5, x + 3, y - 1, "#ffffff", 3), Line(x + 3, y - 1, x + 11, y - 6, "#ffffff", 3)]
    if label:
        shapes.append(Text(x, y + 7, label, 11, text_on(fill), "center", True))
    return shapes


def token(x: float, y: float, fill: str, r: float = 6) -> Circle:
    """A little fish token: a small disc in a player's colour."""
    return Circle(x, y, r, fill, "#ffffff", 1.5)


def badge(x: float, y: float, w: float, h: float, fill: str, words: str, size: int = 12) -> list[Shape]:
    """A rounded label with centred words (made smaller, if need be, to stay inside it)."""
    return [Rect(x, y, w, h, fill, None, 1, h / 2),
            boxed(x + w / 2, y + h / 2, words, size, w - h / 2, text_on(fill), "center", True)]
