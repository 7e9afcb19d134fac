"""Scene -> a standalone SVG document: the board the canvas draws, as a picture that needs no kernel.

The same shapes, colours, words and layout as ``canvas.paint``, in the same order: a saved notebook shows it on
GitHub or nbviewer. Words are real ``<text>`` (readable, searchable), escaped; hotspots become nothing (no
scripts, no code names). Same scene, same bytes. Standard library only: it must run where numpy cannot."""
from __future__ import annotations

import re

from fishtutor.core.scene import Circle, Ellipse, Line, Polygon, Rect, Scene, Text
from fishtutor.core.textfit import text_width

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"  # the canvas renderer's font (a test holds them equal)
MIDDLE = "0.26em"  # from y (the canvas's "middle") down to the baseline: measured in Chromium, DejaVu Sans 0.26, Liberation 0.28
ANCHOR = {"left": "start", "center": "middle", "right": "end"}
_RGBA = re.compile(r"rgba\(\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*([^)]+)\)")
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")  # characters XML 1.0 cannot hold


def to_svg(scene: Scene, title: str = "") -> str:
    """The whole scene as one SVG document (``title``: what the picture is, for readers and screen readers)."""
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{scene.width}" height="{scene.height}" '
            f'viewBox="0 0 {scene.width} {scene.height}" font-family="{_attr(FONT)}" stroke-miterlimit="10" '
            f'role="img"{_label(title)}>')
    parts = [head, f"<title>{_text(title)}</title>" if title else "",
             f'<rect x="0" y="0" width="{scene.width}" height="{scene.height}"{_paint("fill", scene.background)}/>']
    parts += [_DRAWERS[type(shape)](shape) for shape in scene.shapes]
    parts.append("</svg>")
    return "".join(parts)


def _label(title: str) -> str:
    return f' aria-label="{_attr(title)}"' if title else ""


def num(value: float) -> str:
    """A coordinate written short and always the same way: at most two decimals, no trailing zeros."""
    text = f"{float(value):.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _text(words: str) -> str:
    """Words made safe as XML character data."""
    words = _NOT_XML.sub("\ufffd", words)
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _attr(words: str) -> str:
    """Words made safe inside a double-quoted XML attribute."""
    return _text(words).replace('"', "&quot;")


def _paint(kind: str, colour: str | None) -> str:
    """A fill or stroke attribute ("none" for no colour); rgba() becomes a colour and an opacity, which every
    SVG viewer reads."""
    if not colour:
        return f' {kind}="none"'
    found = _RGBA.fullmatch(colour.strip())
    if found:
        r, g, b, a = (part.strip() for part in found.groups())
        return f' {kind}="rgb({_attr(r)},{_attr(g)},{_attr(b)})" {kind}-opacity="{_attr(a)}"'
    return f' {kind}="{_attr(colour)}"'


def _fill_stroke(fill: str | None, stroke: str | None, width: float) -> str:
    """The paint of a closed shape: filled first, then stroked, as the canvas does."""
    line = f' stroke-width="{num(width)}"' if stroke else ""
    return f"{_paint('fill', fill)}{_paint('stroke', stroke)}{line}"


def _rect(r: Rect) -> str:
    x, w = (r.x + r.w, -r.w) if r.w < 0 else (r.x, r.w)  # the canvas draws a negative size backwards
    y, h = (r.y + r.h, -r.h) if r.h < 0 else (r.y, r.h)
    k = min(r.radius, w / 2, h / 2) if r.radius else 0
    corner = f' rx="{num(k)}" ry="{num(k)}"' if k > 0 else ""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{corner}'
            f"{_fill_stroke(r.fill, r.stroke, r.width)}/>")


def _circle(c: Circle) -> str:
    return f'<circle cx="{num(c.x)}" cy="{num(c.y)}" r="{num(c.r)}"{_fill_stroke(c.fill, c.stroke, c.width)}/>'


def _ellipse(e: Ellipse) -> str:
    return (f'<ellipse cx="{num(e.x)}" cy="{num(e.y)}" rx="{num(e.rx)}" ry="{num(e.ry)}"'
            f"{_fill_stroke(e.fill, e.stroke, e.width)}/>")


def _line(ln: Line) -> str:
    dash = f' stroke-dasharray="{num(ln.dash)} {num(ln.dash)}"' if ln.dash else ""
    return (f'<line x1="{num(ln.x1)}" y1="{num(ln.y1)}" x2="{num(ln.x2)}" y2="{num(ln.y2)}"'
            f'{_paint("stroke", ln.stroke)} stroke-width="{num(ln.width)}"{dash}/>')


def _polygon(p: Polygon) -> str:
    points = " ".join(f"{num(x)},{num(y)}" for x, y in p.points)
    return f'<polygon points="{points}"{_fill_stroke(p.fill, p.stroke, p.width)}/>'


def _words(t: Text) -> str:
    """Words centred vertically on y, as the canvas's "middle" baseline puts them: their alphabetic baseline
    ``MIDDLE`` of an em below y (SVG's own "central" and "middle" baselines sit lower in Chromium, and some viewers
    ignore them). Words wider than their box are squeezed into it, as the canvas's maxWidth does."""
    squeeze = ""
    if t.box > 0 and text_width(t.text, t.size, t.bold) > t.box:
        squeeze = f' textLength="{num(t.box)}" lengthAdjust="spacingAndGlyphs"'
    bold = ' font-weight="bold"' if t.bold else ""
    return (f'<text x="{num(t.x)}" y="{num(t.y)}" font-size="{num(t.size)}"{bold}{_paint("fill", t.fill)} '
            f'text-anchor="{ANCHOR[t.align]}" dy="{MIDDLE}" xml:space="preserve"{squeeze}>{_text(t.text)}</text>')


_DRAWERS = {Rect: _rect, Circle: _circle, Ellipse: _ellipse, Line: _line, Polygon: _polygon, Text: _words}
