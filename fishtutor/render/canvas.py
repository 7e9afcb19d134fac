"""Scene -> ipycanvas: the only module that imports ipycanvas. Always redraws the whole board."""
from __future__ import annotations

import math

from ipycanvas import Canvas, hold_canvas

from fishtutor.core.scene import Circle, Ellipse, Line, Polygon, Rect, Scene, Text

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def paint(canvas, scene: Scene) -> None:
    """Draw every shape of the scene onto a canvas-like object, from a clean background."""
    canvas.clear()
    canvas.fill_style = scene.background
    canvas.fill_rect(0, 0, scene.width, scene.height)
    for shape in scene.shapes:
        _PAINTERS[type(shape)](canvas, shape)


def _finish(canvas, fill: str | None, stroke: str | None, width: float) -> None:
    """Fill and/or stroke the current path."""
    if fill:
        canvas.fill_style = fill
        canvas.fill()
    if stroke:
        canvas.stroke_style = stroke
        canvas.line_width = width
        canvas.stroke()


def _rect(canvas, r: Rect) -> None:
    if not r.radius:
        if r.fill:
            canvas.fill_style = r.fill
            canvas.fill_rect(r.x, r.y, r.w, r.h)
        if r.stroke:
            canvas.stroke_style, canvas.line_width = r.stroke, r.width
            canvas.stroke_rect(r.x, r.y, r.w, r.h)
        return
    k = min(r.radius, r.w / 2, r.h / 2)
    canvas.begin_path()
    canvas.move_to(r.x + k, r.y)
    canvas.arc_to(r.x + r.w, r.y, r.x + r.w, r.y + r.h, k)
    canvas.arc_to(r.x + r.w, r.y + r.h, r.x, r.y + r.h, k)
    canvas.arc_to(r.x, r.y + r.h, r.x, r.y, k)
    canvas.arc_to(r.x, r.y, r.x + r.w, r.y, k)
    canvas.close_path()
    _finish(canvas, r.fill, r.stroke, r.width)


def _circle(canvas, c: Circle) -> None:
    canvas.begin_path()
    canvas.arc(c.x, c.y, c.r, 0, 2 * math.pi)
    _finish(canvas, c.fill, c.stroke, c.width)


def _ellipse(canvas, e: Ellipse) -> None:
    canvas.begin_path()
    canvas.ellipse(e.x, e.y, e.rx, e.ry, 0, 0, 2 * math.pi)
    _finish(canvas, e.fill, e.stroke, e.width)


def _line(canvas, ln: Line) -> None:
    canvas.stroke_style, canvas.line_width = ln.stroke, ln.width
    canvas.set_line_dash([ln.dash, ln.dash] if ln.dash else [])
    canvas.stroke_line(ln.x1, ln.y1, ln.x2, ln.y2)
    if ln.dash:
        canvas.set_line_dash([])


def _polygon(canvas, p: Polygon) -> None:
    canvas.begin_path()
    canvas.move_to(*p.points[0])
    for point in p.points[1:]:
        canvas.line_to(*point)
    canvas.close_path()
    _finish(canvas, p.fill, p.stroke, p.width)


def _text(canvas, t: Text) -> None:
    canvas.font = f"{'bold ' if t.bold else ''}{t.size}px {FONT}"
    canvas.text_align = t.align
    canvas.text_baseline = "middle"
    canvas.fill_style = t.fill
    if t.box > 0:
        canvas.fill_text(t.text, t.x, t.y, t.box)  # the browser squeezes the words rather than overflow
    else:
        canvas.fill_text(t.text, t.x, t.y)


_PAINTERS = {Rect: _rect, Circle: _circle, Ellipse: _ellipse, Line: _line, Polygon: _polygon, Text: _text}


class BoardCanvas:
    """A canvas that shows a scene and repaints it whole whenever a browser (re)connects.

    Voilà runs the notebook before the browser is there, so draws made then are lost; on
    ``client_ready`` we repaint. ipycanvas 0.14.3 also keeps believing the canvas is current and
    drops later draws (ipycanvas issue #322): forgetting the manager's current canvas, a private
    attribute, is the fix that worked. It lives here alone, and the browser test covers it."""

    def __init__(self, width: int, height: int, on_click=None):
        self.canvas = Canvas(width=width, height=height)
        self.canvas.layout.width = "100%"
        self.canvas.layout.max_width = f"{width}px"
        self.canvas.layout.height = "auto"
        self.scene: Scene | None = None
        self.paints = 0
        self.canvas.on_client_ready(self._client_ready)
        if on_click is not None:
            self.canvas.on_mouse_down(lambda x, y: on_click(x, y))

    def show(self, scene: Scene) -> None:
        """Make the canvas show this scene (resizing it if the scene's size changed)."""
        if (self.canvas.width, self.canvas.height) != (scene.width, scene.height):
            self.canvas.width, self.canvas.height = scene.width, scene.height
            self.canvas.layout.max_width = f"{scene.width}px"
        self.scene = scene
        self.repaint()

    def repaint(self) -> None:
        """Send the whole scene to the browser in one batch."""
        if self.scene is None:
            return
        with hold_canvas():
            paint(self.canvas, self.scene)
        self.paints += 1

    def _client_ready(self) -> None:
        manager = getattr(self.canvas, "_canvas_manager", None)
        if manager is not None and hasattr(manager, "_current_canvas"):
            manager._current_canvas = None
        self.repaint()
