"""Text contrast on a Scene, as WCAG 2.1 measures it: every word against the shape drawn beneath it.

A word needs 4.5:1 against its background, large text (24 px, or 18.66 px bold) 3:1. The background is the
last filled shape drawn before the word that covers the middle of the word's line, else the scene's own."""
from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from .scene import Circle, Ellipse, Polygon, Rect, Scene, Text
from .textfit import text_width

NORMAL, LARGE = 4.5, 3.0  # the AA ratios for body text and for large text
LARGE_PX, LARGE_BOLD_PX = 24.0, 18.66  # 18 pt, or 14 pt bold, in CSS px


def rgb(colour: str) -> tuple[float, float, float]:
    """A #rgb or #rrggbb colour as three channels from 0 to 1."""
    hexes = colour.strip().lstrip("#")
    if len(hexes) == 3:
        hexes = "".join(ch * 2 for ch in hexes)
    if len(hexes) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    red, green, blue = (int(hexes[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return red, green, blue


def luminance(colour: str) -> float:
    """Relative luminance (WCAG 2.1): each channel linearised, then weighted 0.2126 / 0.7152 / 0.0722."""
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb(colour)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def ratio(a: str, b: str) -> float:
    """The contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def needed(text: Text) -> float:
    """The ratio a word needs: 3:1 for large text, 4.5:1 for the rest."""
    large = text.size >= LARGE_PX or (text.bold and text.size >= LARGE_BOLD_PX)
    return LARGE if large else NORMAL


def _covers(shape, x: float, y: float) -> bool:
    """The filled shape covers the point."""
    if isinstance(shape, Rect):
        return shape.x <= x <= shape.x + shape.w and shape.y <= y <= shape.y + shape.h
    if isinstance(shape, Circle):
        return (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.r ** 2
    if isinstance(shape, Ellipse):
        return ((x - shape.x) / shape.rx) ** 2 + ((y - shape.y) / shape.ry) ** 2 <= 1
    if isinstance(shape, Polygon):
        inside, pts = False, shape.points
        for (x1, y1), (x2, y2) in zip(pts, pts[-1:] + pts[:-1]):
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                inside = not inside
        return inside
    return False


def background(scene: Scene, index: int) -> str:
    """The colour beneath the word ``scene.shapes[index]``: the last filled shape under the middle of its line."""
    word = cast(Text, scene.shapes[index])
    width = min(text_width(word.text, word.size, word.bold), word.box or float("inf"))
    middle = {"left": word.x + width / 2, "center": word.x, "right": word.x - width / 2}[word.align]
    for shape in reversed(scene.shapes[:index]):
        fill: str | None = getattr(shape, "fill", None)
        if not isinstance(shape, Text) and fill and _covers(shape, middle, word.y):
            return fill
    return scene.background


@dataclass(frozen=True)
class Faint:
    """A word drawn with too little contrast against what is beneath it."""

    text: str
    colour: str
    beneath: str
    ratio: float
    needed: float


def faint_words(scene: Scene) -> list[Faint]:
    """Every word of the scene below the contrast it needs."""
    out = []
    for i, shape in enumerate(scene.shapes):
        if isinstance(shape, Text) and shape.text.strip():
            beneath = background(scene, i)
            got = ratio(shape.fill, beneath)
            if got < needed(shape):
                out.append(Faint(shape.text, shape.fill, beneath, round(got, 2), needed(shape)))
    return out
