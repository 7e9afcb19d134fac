"""The board as data (portray) and as canvas commands (a recording canvas), without a browser."""
import pytest

from fishtutor.core.scene import Text
from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import COLOUR_RGB, PLAYER_RGB
from fishtutor.games.fish_frenzy.portray import portray, rounds_total
from fishtutor.games.fish_frenzy.position import from_position
from fishtutor.render.canvas import paint
from fishtutor.render.recording import RecordingCanvas


def sample():
    return from_position(4, ["K1 B2 Y3", "P3", "C Y2 O1 N1 G3", "G1 O2"], seagulls={1: 1, 2: 1, 0: 3},
                         stakes={(1, 2): 1}, challenged=1, hand=[4, 4, 3, 4],
                         collected=["K1 K2 P1 C", "B1 B2 B3", "", "G2 C C"], boat_token=1)


def test_portray_shows_boats_in_order_with_their_extra_fish_and_every_player():
    scene = portray(sample(), you=0)
    texts = scene.texts()
    assert [t for t in texts if t.startswith("Boat ")] == ["Boat 1", "Boat 2", "Boat 3", "Boat 4"]
    assert "+2 little fish" in texts and "no extra fish" in texts
    assert "Yellow (you)" in texts and "Red was challenged: move now!" in texts
    assert scene.targets()[:4] == [("boat", b) for b in range(4)]


def test_cards_overlap_left_to_right_and_the_rightmost_shows_its_colour_name():
    scene = portray(sample(), you=0)
    fills = [s for s in scene.shapes if getattr(s, "w", 0) == 58]
    boat3 = [r for r in fills if 400 < r.x < 600]
    assert [r.fill for r in boat3] == [COLOUR_RGB[i] for i in (7, 3, 5, 4, 6)]
    xs = [r.x for r in boat3]
    assert xs == sorted(xs) and all(b - a >= 10 for a, b in zip(xs, xs[1:]))
    assert "Green" in scene.texts() and "Crab" not in [t.text for t in scene.shapes if isinstance(t, Text)
                                                       and 400 < t.x < 600]


def test_clicks_find_the_boat_under_them():
    scene = portray(sample(), you=0)
    spot = next(h for h in scene.hotspots if h.target == ("boat", 2))
    assert scene.hit(spot.x + 5, spot.y + 5) == ("boat", 2)
    assert scene.hit(-5, -5) is None


def test_highlighted_boats_are_outlined():
    plain = portray(sample(), you=0)
    lit = portray(sample(), you=0, highlight=frozenset({("boat", 0)}))
    assert plain.shapes != lit.shapes


def test_the_renderer_sends_the_scene_as_canvas_commands_only_ipycanvas_knows():
    scene = portray(sample(), you=0)
    canvas = RecordingCanvas(scene.width, scene.height)
    paint(canvas, scene)
    assert canvas.commands[0] == ("clear",)
    assert "Boat 3" in [c[0] for c in canvas.calls("fill_text")]
    assert PLAYER_RGB[2] in canvas.styles("fill_style")
    with pytest.raises(AttributeError):
        canvas.fill_everything()


def test_status_bar_counts_the_rounds_of_a_real_game():
    state = GAME.new_state(3, seed=1)
    assert rounds_total(state) == 13
    while state.is_chance_node():
        state.apply(state.sample_chance())
    assert rounds_total(state) == 13 and "Round 1 of 13" in " ".join(portray(state).texts())
