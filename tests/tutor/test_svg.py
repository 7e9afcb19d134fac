"""The board without a kernel: the SVG drawn from a Scene holds the same shapes, colours and words, in the same
order and within half a pixel, as the canvas commands drawn from it; it parses as XML and its words are escaped."""
import re
import xml.etree.ElementTree as ET
from collections import Counter

import numpy as np
import pytest

from fishtutor.core.scene import Circle, Line, Polygon, Rect, Scene, Text
from fishtutor.games import GAMES, get
from fishtutor.lessons import LESSONS
from fishtutor.lessons.base import Coach
from fishtutor.render import canvas, svg
from fishtutor.render.recording import RecordingCanvas
from fishtutor.render.svg import to_svg
from fishtutor.tutor.session import Session

from tests.support.playing import random_step

NS = "{http://www.w3.org/2000/svg}"
NEAR = 0.5  # px: how far a position may drift between the two renderers
FONT = re.compile(r"(bold )?([\d.]+)px (.+)")


# ---- the two renderers, read back as one list of drawing operations -------------------------------------------
def canvas_ops(scene: Scene) -> list[tuple]:
    """What the canvas renderer draws, as (op, shape, numbers, paint...) in drawing order."""
    rc = RecordingCanvas(scene.width, scene.height)
    canvas.paint(rc, scene)
    pen, path, ops = {"dash": 0.0}, [], []
    for name, *args in rc.commands:
        if name == "set":
            pen[args[0]] = args[1]
        elif name == "set_line_dash":
            pen["dash"] = args[0][0] if args[0] else 0.0
        elif name == "begin_path":
            path = []
        elif name in ("move_to", "line_to", "arc", "arc_to", "ellipse", "close_path"):
            path.append((name, *args))
        elif name == "fill_rect":
            ops.append(("fill", "rect", _area(*args), pen["fill_style"]))
        elif name == "stroke_rect":
            ops.append(("stroke", "rect", _area(*args), pen["stroke_style"], float(pen["line_width"]), 0.0))
        elif name in ("fill", "stroke"):
            shape, numbers = _path_shape(path)
            ops.append(("fill", shape, numbers, pen["fill_style"]) if name == "fill" else
                       ("stroke", shape, numbers, pen["stroke_style"], float(pen["line_width"]), 0.0))
        elif name == "stroke_line":
            ops.append(("stroke", "line", tuple(args), pen["stroke_style"], float(pen["line_width"]),
                        float(pen["dash"])))
        elif name == "fill_text":
            bold, size, family = FONT.fullmatch(pen["font"]).groups()
            ops.append(("text", args[0], (args[1], args[2], float(size)), bool(bold), family, pen["text_align"],
                        pen["fill_style"]))
        else:
            assert name == "clear", f"a canvas command this test does not read: {name}"
    return ops


def _area(x, y, w, h) -> tuple:
    """A canvas rectangle as the area it covers (a negative size runs left or up from x, y), unrounded."""
    return (min(x, x + w), min(y, y + h), abs(w), abs(h), 0)


def _path_shape(path: list[tuple]) -> tuple[str, tuple]:
    """The shape a canvas path draws: a circle, an ellipse, a rounded rectangle or a polygon."""
    kinds = [step[0] for step in path]
    if kinds == ["arc"]:
        return "circle", path[0][1:4]
    if kinds == ["ellipse"]:
        return "ellipse", path[0][1:5]
    if kinds == ["move_to", "arc_to", "arc_to", "arc_to", "arc_to", "close_path"]:
        first, second, third = path[1], path[2], path[3]
        x, y, k = third[1], first[2], first[5]
        return "rect", (x, y, first[1] - x, second[2] - y, k)
    assert kinds[0] == "move_to" and set(kinds[1:-1]) <= {"line_to"} and kinds[-1] == "close_path", kinds
    return "polygon", tuple(v for step in path[:-1] for v in step[1:3])


def svg_ops(document: str) -> list[tuple]:
    """What the SVG draws, as the same operations."""
    root = ET.fromstring(document)
    family = root.get("font-family")
    ops = []
    for el in root:
        tag, a = el.tag.removeprefix(NS), el.attrib
        f = lambda name: float(a[name])  # noqa: E731
        if tag == "title":
            continue
        if tag == "text":
            assert el.get("dy") == svg.MIDDLE and not list(el)
            ops.append(("text", el.text or "", (f("x"), f("y"), f("font-size")), a.get("font-weight") == "bold",
                        family, {"start": "left", "middle": "center", "end": "right"}[a["text-anchor"]],
                        _colour(a, "fill")))
            continue
        numbers = {"rect": lambda: (f("x"), f("y"), f("width"), f("height"), float(a.get("rx", 0))),
                   "circle": lambda: (f("cx"), f("cy"), f("r")),
                   "ellipse": lambda: (f("cx"), f("cy"), f("rx"), f("ry")),
                   "line": lambda: (f("x1"), f("y1"), f("x2"), f("y2")),
                   "polygon": lambda: tuple(float(v) for p in a["points"].split() for v in p.split(","))}[tag]()
        if a.get("fill", "none") != "none":
            ops.append(("fill", tag, numbers, _colour(a, "fill")))
        if a.get("stroke", "none") != "none":
            dash = a.get("stroke-dasharray", "0").split()[0]
            ops.append(("stroke", tag, numbers, _colour(a, "stroke"), f("stroke-width"), float(dash)))
    return ops


def _colour(attrs: dict, kind: str) -> str:
    """A paint as the canvas was given it (an opacity folded back into rgba())."""
    colour = attrs[kind]
    if f"{kind}-opacity" in attrs:
        colour = f"rgba({colour[4:-1]},{attrs[kind + '-opacity']})"
    return colour.replace(" ", "")


def assert_same(scene: Scene) -> None:
    """The SVG and the canvas draw the same operations: kinds, paints and words equal, numbers within NEAR."""
    mine, theirs = svg_ops(to_svg(scene)), canvas_ops(scene)
    count = lambda ops: Counter((op[0], op[1]) if op[0] != "text" else "text" for op in ops)  # noqa: E731
    assert count(mine) == count(theirs)
    assert [op[1] for op in mine if op[0] == "text"] == [op[1] for op in theirs if op[0] == "text"] == scene.texts()
    for at, (a, b) in enumerate(zip(mine, theirs)):
        words = lambda op: tuple(p.replace(" ", "") if isinstance(p, str) else p for p in op[3:]
                                 if not isinstance(p, float))  # noqa: E731
        widths = lambda op: [p for p in op[3:] if isinstance(p, float)]  # noqa: E731
        assert a[:2] == b[:2] and words(a) == words(b), f"operation {at}: {a} != {b}"
        assert len(widths(a)) == len(widths(b)) and all(abs(x - y) <= 0.005 for x, y in zip(widths(a), widths(b))), \
            f"operation {at}: {a} != {b}"
        assert len(a[2]) == len(b[2]) and all(abs(x - y) <= NEAR for x, y in zip(a[2], b[2])), \
            f"operation {at}: {a[2]} vs {b[2]}"


# ---- the scenes: every game at the start, mid-game, in a lesson, and Fishing Frenzy's phone board ------------
def _players(name: str) -> int:
    return max(get(name).min_players, 3)


def _played(name: str, moves: int, seed: int):
    state = get(name).new_state(_players(name), seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        random_step(state, rng)
    return state


def _lit(name: str, state):
    """The board as the learner's seat sees it with the moves it may make lit."""
    play, seat = get(name).play, 0
    lit, focus = play.highlights(state, seat, play.reset_values(state, seat))
    return play.portray(state, seat, lit, focus)


def _lesson(name: str, index: int):
    step = LESSONS[name][index]
    return Session(step.scenario(), get(name).play, seat=step.seat, coach=Coach(step.task)).scene()


SCENES = {}
for _name in GAMES:
    SCENES[f"{_name} start"] = lambda n=_name: get(n).play.portray(get(n).new_state(_players(n), seed=3), 0)
    SCENES[f"{_name} mid-game"] = lambda n=_name: _lit(n, _played(n, 12, seed=5))
    SCENES[f"{_name} later, a bystander"] = lambda n=_name: get(n).play.portray(_played(n, 30, seed=8), None)
    SCENES[f"{_name} on a phone"] = lambda n=_name: get(n).play.portray(_played(n, 6, seed=2), 0, compact=True)
for _name in LESSONS:
    SCENES[f"{_name} lesson 2"] = lambda n=_name: _lesson(n, 1)
    SCENES[f"{_name} last lesson"] = lambda n=_name: _lesson(n, len(LESSONS[n]) - 1)
SCENES["fishing_frenzy phone, whole map"] = lambda: get("fishing_frenzy").play.portray(
    _played("fishing_frenzy", 8, seed=4), 0, compact=True, view=("whole", 8))


@pytest.mark.parametrize("name", sorted(SCENES))
def test_the_svg_draws_what_the_canvas_draws(name):
    scene = SCENES[name]()
    assert len(scene.shapes) > 20
    assert_same(scene)


def test_every_kind_of_shape_is_in_the_scenes_tested():
    kinds = {type(shape) for make in (SCENES["fish_frenzy mid-game"], SCENES["fishing_frenzy mid-game"],
                                      SCENES["fish_eat_fish start"]) for shape in make().shapes}
    kinds |= {("round" if s.radius else "square") for s in SCENES["fish_frenzy start"]().shapes if isinstance(s, Rect)}
    assert kinds >= {Rect, Circle, Line, Polygon, Text, "round", "square"}
    ellipses = [s for make in SCENES.values() for s in make().shapes if type(s).__name__ == "Ellipse"]
    assert ellipses, "no Ellipse in any scene tested"


def test_every_shape_and_paint_on_a_made_up_board():
    scene = Scene(300, 200, (Rect(10, 10, 50, 30, "#f00", "#00f", 2, 6), Rect(70, 10, -40, 30, None, "#000"),
                             Rect(5, 5, 20, 10, "#abc", radius=40), Circle(150, 30, 15, "#ff0", "#000", 2),
                             Line(80, 60, 190, 110, "rgba(31,157,85,0.45)", 2, 4), Line(0, 0, 1, 1),
                             Polygon(((120, 70), (160, 110), (100, 110)), "#f0f", "#000", 1.5),
                             Text(150, 150, "centred", 13.5, "#123", "center", True, 80),
                             Text(290, 180, "right", align="right")), background="#fff")
    assert_same(scene)
    document = to_svg(scene)
    assert 'stroke="rgb(31,157,85)" stroke-opacity="0.45"' in document
    assert '<rect x="30" y="10" width="40" height="30"' in document  # a negative width drawn backwards
    assert 'rx="5" ry="5"' in document  # the corner never rounder than half the short side


def test_every_word_is_escaped_and_comes_back_as_written():
    tricky = ['<b>Bold & "brave"</b>', "it's 5 > 3 < 4", "a  wide   gap", "]]> and &amp;", "bell\x07 here"]
    scene = Scene(200, 200, tuple(Text(10, 20 + 20 * i, words) for i, words in enumerate(tricky)))
    document = to_svg(scene, title='Board <"1"> & more')
    root = ET.fromstring(document)
    assert [t.text for t in root.iter(f"{NS}text")] == [*tricky[:4], "bell\ufffd here"]
    assert root.find(f"{NS}title").text == 'Board <"1"> & more' and root.get("aria-label") == 'Board <"1"> & more'
    assert "<b>" not in document and "\x07" not in document


def test_words_wider_than_their_box_are_squeezed_into_it_and_others_are_left_alone():
    long, short = Text(10, 20, "a very long label indeed", 14, box=40), Text(10, 40, "ok", 14, box=40)
    texts = list(ET.fromstring(to_svg(Scene(100, 60, (long, short)))).iter(f"{NS}text"))
    assert texts[0].get("textLength") == "40" and texts[0].get("lengthAdjust") == "spacingAndGlyphs"
    assert texts[1].get("textLength") is None


def test_the_same_scene_gives_the_same_bytes():
    first, again = SCENES["fishing_frenzy mid-game"](), SCENES["fishing_frenzy mid-game"]()
    assert first == again and to_svg(first) == to_svg(again)
    assert "0.30000000000000004" not in svg.num(0.1 + 0.2) and svg.num(-0.001) == "0" and svg.num(12.5) == "12.5"


def test_the_svg_asks_for_the_canvas_font_and_no_script_or_code_name():
    assert svg.FONT == canvas.FONT
    document = to_svg(SCENES["fish_frenzy mid-game"]())
    assert "<script" not in document and "boat" not in re.sub(r">[^<]*<", "><", document).lower()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_state_shows_its_board_as_svg(name):
    game = get(name)
    state = _played(name, 4, seed=1)
    document = state._repr_svg_()
    assert document == to_svg(game.play.portray(state, 0), game.title)
    assert ET.fromstring(document).find(f"{NS}title").text == game.title


def test_the_tutor_cell_carries_the_board_as_svg_beside_the_live_widget():
    from fishtutor.tutor import Tutor
    tutor = Tutor("jumping_fish")
    bundle = tutor.widget._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == tutor.widget.model_id
    board = tutor.board.session.scene()
    assert board == tutor.board.board.scene  # the board the canvas shows
    assert bundle["image/svg+xml"] == to_svg(board, "Jumping Fish board")
    words = [t.text for t in ET.fromstring(bundle["image/svg+xml"]).iter(f"{NS}text")]
    assert words == board.texts() and words


def test_the_svg_renderer_needs_the_standard_library_alone():
    import subprocess
    import sys
    script = ("import sys, fishtutor.render.svg; "
              "print(sorted(m for m in ('numpy', 'ipywidgets', 'ipycanvas', 'PIL') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stderr[-1000:]
