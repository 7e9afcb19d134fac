"""Scene -> ipycanvas: the only module that imports ipycanvas. Redraws the whole board; sends a style only on change."""
from __future__ import annotations

import math
import sys

from ipycanvas import Canvas, hold_canvas

from fishtutor.core.scene import Circle, Ellipse, Line, Polygon, Rect, Scene, Text

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def paint(canvas, scene: Scene) -> None:
    """Draw every shape of the scene onto a canvas-like object, from a clean background."""
    pen = Pen(canvas)
    canvas.clear()
    pen.fill(scene.background)
    canvas.fill_rect(0, 0, scene.width, scene.height)
    for shape in scene.shapes:
        _PAINTERS[type(shape)](pen, shape)


class Pen:
    """The canvas's drawing state as last set in this paint: a style is sent only when it changes.

    Every style a widget canvas is given becomes a message to the browser, and a board sets the same
    few colours hundreds of times; this keeps one paint's batch to the changes. A new Pen knows
    nothing, so each paint sets every style it uses at least once (a resized or reconnected canvas
    starts from the browser's defaults)."""

    __slots__ = ("canvas", "_state", "_send")

    def __init__(self, canvas):
        self.canvas = canvas
        self._state: dict[str, object] = {}
        self._send = style_sender(canvas)

    def _set(self, name: str, value) -> None:
        if self._state.get(name, _UNSET) != value:
            self._state[name] = value
            self._send(name, value)

    def fill(self, colour: str) -> None:
        """Fill with this colour."""
        self._set("fill_style", colour)

    def stroke(self, colour: str, width: float, dash: float = 0.0) -> None:
        """Stroke with this colour, line width and dash (0: solid)."""
        self._set("stroke_style", colour)
        self._set("line_width", width)
        if self._state.get("dash", _UNSET) != dash:
            self._state["dash"] = dash
            self.canvas.set_line_dash([dash, dash] if dash else [])

    def text(self, font: str, align: str) -> None:
        """Write in this font, aligned this way, centred vertically on y."""
        self._set("font", font)
        self._set("text_align", align)
        self._set("text_baseline", "middle")


_UNSET = object()


def style_sender(canvas):
    """How a style reaches this canvas: a widget canvas gets the 'set' command in its batch directly, the very
    command its own attribute setter sends, without the traitlet machinery (validation, observers) that was about
    half a board's paint time; any other canvas-like object (a recording) gets the attribute set.

    ipycanvas's command table and its canvas manager are private: tests/tutor/test_render.py paints boards both
    ways and asserts the batches are byte for byte the same, so an ipycanvas upgrade that changes them fails there."""
    manager = getattr(canvas, "_canvas_manager", None)
    attributes = getattr(type(canvas), "ATTRS", None)
    commands = getattr(sys.modules.get(type(canvas).__module__), "COMMANDS", None)  # the table beside the class
    if manager is None or not isinstance(attributes, dict) or not isinstance(commands, dict) or "set" not in commands:
        return lambda name, value: setattr(canvas, name, value)
    set_command, send = commands["set"], manager.send_command
    return lambda name, value: send(canvas, [set_command, [attributes[name], value]])


def _finish(pen: Pen, fill: str | None, stroke: str | None, width: float) -> None:
    """Fill and/or stroke the current path."""
    if fill:
        pen.fill(fill)
        pen.canvas.fill()
    if stroke:
        pen.stroke(stroke, width)
        pen.canvas.stroke()


def _rect(pen: Pen, r: Rect) -> None:
    canvas = pen.canvas
    if not r.radius:
        if r.fill:
            pen.fill(r.fill)
            canvas.fill_rect(r.x, r.y, r.w, r.h)
        if r.stroke:
            pen.stroke(r.stroke, r.width)
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
    _finish(pen, r.fill, r.stroke, r.width)


def _circle(pen: Pen, c: Circle) -> None:
    pen.canvas.begin_path()
    pen.canvas.arc(c.x, c.y, c.r, 0, 2 * math.pi)
    _finish(pen, c.fill, c.stroke, c.width)


def _ellipse(pen: Pen, e: Ellipse) -> None:
    pen.canvas.begin_path()
    pen.canvas.ellipse(e.x, e.y, e.rx, e.ry, 0, 0, 2 * math.pi)
    _finish(pen, e.fill, e.stroke, e.width)


def _line(pen: Pen, ln: Line) -> None:
    pen.stroke(ln.stroke, ln.width, ln.dash)
    pen.canvas.stroke_line(ln.x1, ln.y1, ln.x2, ln.y2)


def _polygon(pen: Pen, p: Polygon) -> None:
    canvas = pen.canvas
    canvas.begin_path()
    canvas.move_to(*p.points[0])
    for point in p.points[1:]:
        canvas.line_to(*point)
    canvas.close_path()
    _finish(pen, p.fill, p.stroke, p.width)


def _text(pen: Pen, t: Text) -> None:
    pen.text(f"{'bold ' if t.bold else ''}{t.size}px {FONT}", t.align)
    pen.fill(t.fill)
    if t.box > 0:
        pen.canvas.fill_text(t.text, t.x, t.y, t.box)  # the browser squeezes the words rather than overflow
    else:
        pen.canvas.fill_text(t.text, t.x, t.y)


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
