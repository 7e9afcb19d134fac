"""The board as data (portray) and as canvas commands (a recording canvas), without a browser."""
import pytest

from fishtutor.core.scene import Ellipse, Rect, Scene, Text, boxed
from fishtutor.core.textfit import text_width
from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import COLOUR_RGB, CRAB, EVENTS, GOALS, PLAYER_RGB
from fishtutor.games.fish_frenzy.portray import CARD_H, portray, rounds_total
from fishtutor.games.fish_frenzy.position import from_position
from fishtutor.render.canvas import FONT, paint
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


# ---- Text fits its box, for every game, at both layouts ---------------------------------------
def sample_positions(game, seed: int) -> list:
    """Positions of seeded random games: the start, several mid-game moments and the end, for each player
    count and rules variant (Goal & Event cards included)."""
    import numpy as np
    rng = np.random.default_rng(seed)
    found = []
    for players in range(game.min_players, game.max_players + 1):
        for v, options in enumerate(game.variants):
            state = game.new_state(players, seed=seed + 10 * players + v, **options)
            found.append(state.clone())
            step = 0
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply(state.sample_chance())
                    continue
                seat = state.current_players()[0]
                moves = state.legal_moves(seat)
                state.apply(moves[int(rng.integers(len(moves)))], seat)
                step += 1
                if step % 9 == 0:
                    found.append(state.clone())
            found.append(state)
    return found


def glyph_extent(t: Text) -> tuple[float, float, float, float]:
    """Where the drawn words sit (left, right, top, bottom), by the conservative width estimate."""
    w = text_width(t.text, t.size, t.bold)
    left = {"left": t.x, "center": t.x - w / 2, "right": t.x - w}[t.align]
    return left, left + w, t.y - t.size * 0.6, t.y + t.size * 0.6


def misfits(scene) -> list[str]:
    """Every label wider than its box, outside the board, or drawn over another label."""
    texts = [s for s in scene.shapes if isinstance(s, Text) and s.text.strip()]
    extents = [glyph_extent(t) for t in texts]  # measured once each, not once per pair
    problems = []
    for t, (left, right, _, _) in zip(texts, extents):
        if t.box and text_width(t.text, t.size, t.bold) > t.box + 0.5:
            problems.append(f"{t.text!r} ({text_width(t.text, t.size, t.bold):.0f}px) is wider than its box ({t.box:.0f}px)")
        if t.box and t.text.endswith("…") and t.size <= 9:
            problems.append(f"{t.text!r} had to be cut short to fit its box")
        start, end = t.span() if t.box else (left, right)
        if start < -0.5 or end > scene.width + 0.5 or left < -0.5 or right > scene.width + 0.5:
            problems.append(f"{t.text!r} runs past the edge of the board")
    return problems + [f"{texts[i].text!r} and {texts[j].text!r} are drawn over each other"
                       for i, j in overlapping(extents)]


def overlapping(extents: list) -> list[tuple[int, int]]:
    """The pairs (i < j) of extents (left, right, top, bottom) that overlap by more than a pixel: swept from
    left to right, so each is compared only with those starting before it ends."""
    order = sorted(range(len(extents)), key=lambda i: extents[i][0])
    pairs = []
    for at, i in enumerate(order):
        ax0, ax1, ay0, ay1 = extents[i]
        for j in order[at + 1:]:
            bx0, bx1, by0, by1 = extents[j]
            if bx0 >= ax1 - 1:
                break  # every later one starts further right still
            if ax0 < bx1 - 1 and ay0 < by1 - 1 and by0 < ay1 - 1:
                pairs.append((min(i, j), max(i, j)))
    return sorted(pairs)


def crowded_fish_frenzy() -> list:
    """Hand-set Fish Frenzy tables at their most crowded: five stakes on a boat, the most cards a boat can
    hold, every Goal and Event card, and each way a game can end."""
    five = dict(seagulls={1: 1, 2: 1, 0: 3, 3: 0, 4: 2}, challenged=1, hand=[2, 4, 3, 4, 1],
                stakes={(1, 2): 1, (2, 0): 2, (2, 1): 1, (2, 2): 1, (2, 3): 1, (2, 4): 3})
    states = [from_position(5, ["K1 B2 Y3 C P1 O2 N3 C B1", "P3", "C Y2 O1 N1 G3", "G1 C", ""], goal=g["id"],
                            event=e["id"], collected=["K1 K2 P1 C", "B1 B2 B3", "", "G2 C C", "Y1"], **five)
              for g, e in zip(GOALS, EVENTS)]
    states.append(from_position(3, ["K1 B2 Y3 C P1 O2 N3 C B1 K2 P2 Y1 C N1", "C", ""], seagulls={0: 0},
                                hand=[8, 0, 4]))
    states += [over(collected, hand) for collected, hand in TIES.values()]
    return states


def over(collected: list[str], hand: list[int]):
    """A finished five-player game with these catches and little fish in hand."""
    return from_position(len(collected), [""] * len(collected), collected=collected, hand=hand, phase="over",
                         deck_size=0, round=8)


TIES = {  # how each game ends: (catches, little fish in hand)
    "points": (["K1 K2 P1", "B1", "", "", ""], [4, 4, 4, 4, 4]),
    "little fish": (["K1 K2", "B1 B2", "", "", ""], [4, 6, 4, 4, 4]),
    "crabs": (["K1 P1 N1 C C C", "B1 Y1", "", "", ""], [4, 4, 4, 4, 4]),
    "shared": (["K1", "B1", "P1", "Y1", "N1"], [4, 4, 4, 4, 4]),
}


# Fish Eat Fish joins this list once its labels fit (its "Last battle: ..." lines run past the board and
# "out of the battles" overlaps the counts beside it): the fef helper's change, reported to the lead.
FIT_CHECKED = ["fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fresh_fish",
               "fish_in_the_barrel", "fishing_frenzy"]


@pytest.mark.parametrize("compact", [False, True], ids=["wide", "compact"])
@pytest.mark.parametrize("name", FIT_CHECKED)
def test_every_label_fits_its_box_and_stays_clear_of_the_others(name, compact):
    from fishtutor.games import GAMES
    game = GAMES[name]
    checked, labels, problems = 0, 0, {}
    extra = crowded_fish_frenzy() if name == "fish_frenzy" else []
    for i, state in enumerate(sample_positions(game, seed=3) + extra):
        seat = None if i % 7 == 6 else i % state.num_players()  # now and then, nobody's seat
        scene = game.play.portray(state, seat, compact=compact)
        checked += sum(isinstance(s, Text) and s.box > 0 for s in scene.shapes)
        labels += sum(isinstance(s, Text) for s in scene.shapes)
        for problem in misfits(scene):
            problems.setdefault(problem, i)
    assert checked > 100 and labels > 1000  # boxed labels measured against their box; all against the board
    assert not problems, "\n".join(list(problems)[:30])


def test_the_fit_check_catches_a_label_too_wide_for_its_box_or_the_board():
    wide = Text(10, 10, "Red was challenged: move now!", 15, box=60)
    cut = boxed(10, 90, "Red was challenged: move now!", 15, 60)
    off = Text(795, 40, "Round 1 of 10", 15)
    over = (Text(100, 70, "Boat 1", 14), Text(110, 72, "Boat 2", 14))
    scene = Scene(800, 100, (wide, off, *over, cut))
    found = misfits(scene)
    assert any("cut short" in p for p in found)
    assert any("wider than its box" in p for p in found)
    assert any("past the edge" in p for p in found)
    assert any("drawn over each other" in p for p in found)
    assert not misfits(Scene(800, 100, (Text(10, 10, "Boat 1", 14, box=60),)))


def test_boxed_words_shrink_then_clip_to_fit_and_the_renderer_passes_the_box_on():
    small = boxed(0, 0, "Yellow, Red and Blue share the victory", 15, 300, bold=True)
    assert small.size < 15 and text_width(small.text, small.size, True) <= 300 and small.text == "Yellow, Red and Blue share the victory"
    tiny = boxed(0, 0, "Yellow, Red and Blue share the victory", 15, 40, bold=True)
    assert tiny.text.endswith("…") and text_width(tiny.text, tiny.size, True) <= 40
    canvas = RecordingCanvas(200, 50)
    paint(canvas, Scene(400, 50, (small, Text(5, 5, "free"))))
    assert ("Yellow, Red and Blue share the victory", 0, 0, 300) in canvas.calls("fill_text")
    assert ("free", 5, 5) in canvas.calls("fill_text")


@pytest.mark.parametrize("compact", [False, True], ids=["wide", "compact"])
def test_a_crab_among_a_boats_cards_shows_its_crab_mark_in_its_strip(compact):
    state = crowded_fish_frenzy()[0]
    scene = GAME.play.portray(state, 0, compact=compact)
    red = [s for s in scene.shapes if isinstance(s, Rect) and s.fill == COLOUR_RGB[-1] and s.h == CARD_H]
    assert len(red) == 4  # boat 1: two crabs among nine cards; boat 3: one; boat 4: the rightmost
    cards = [s for s in scene.shapes if isinstance(s, Rect) and s.h == CARD_H]
    for card in red:
        covering = [c for c in cards if c.y == card.y and card.x < c.x < card.x + card.w]
        visible = min([c.x for c in covering], default=card.x + card.w) - card.x
        assert visible >= 18 or not covering
        marks = [s for s in scene.shapes if isinstance(s, Ellipse) and card.x < s.x < card.x + visible
                 and card.y < s.y < card.y + CARD_H and s.stroke == "#ffffff"]
        assert marks, f"no crab mark on the crab card at x={card.x}"


def test_goal_and_event_cards_say_their_name_and_what_they_do_on_the_board():
    for compact in (False, True):
        for state in crowded_fish_frenzy()[:len(GOALS)]:
            texts = GAME.play.portray(state, 0, compact=compact).texts()
            goal, event = GOALS[state.goal], EVENTS[state.event]
            assert f"Goal: {goal['name']}" in texts and f"Event: {event['name']}" in texts
            assert f"{goal['points']} points for the {goal['best']}" in " ".join(texts)
            assert any(t.startswith("Every player") and str(event["points"]) in t for t in texts)


@pytest.mark.parametrize("how", sorted(TIES))
def test_the_end_of_game_banner_says_what_decided(how):
    state = over(*TIES[how])
    from fishtutor.games.fish_frenzy.scoring import tie_break
    assert tie_break(state)[0] == how
    banner = next(t for t in GAME.play.portray(state, 0).texts() if t.startswith("Game over"))
    expected = {"points": "Yellow wins on points", "little fish": "Red wins on little fish (tie breaker)",
                "crabs": "Red wins on fewest crabs (tie breaker)",
                "shared": "Yellow, Red, Blue, Green and Purple share the victory"}[how]
    assert expected in banner


def test_a_paint_sends_a_style_only_when_it_changes_and_each_paint_sets_its_own():
    from fishtutor.core.scene import Line
    scene = Scene(100, 100, (Rect(0, 0, 5, 5, fill="#123456"), Rect(5, 0, 5, 5, fill="#123456"),
                             Line(0, 0, 9, 9, "#000", 2, dash=3), Rect(0, 0, 9, 9, stroke="#000", width=2),
                             Text(1, 1, "a", 10), Text(1, 9, "b", 10, fill="#123456")))
    canvas = RecordingCanvas(100, 100)
    paint(canvas, scene)
    assert canvas.styles("fill_style")[1:] == ["#123456", "#1b2a3a", "#123456"]  # two rects in one colour: set once
    assert canvas.calls("set_line_dash") == [([3, 3],), ([],)]  # the dashed line's dash does not leak onto the rect
    assert canvas.styles("font") == ["10px " + FONT]
    again = len(canvas.commands)
    paint(canvas, scene)  # a repaint (perhaps on a reconnected canvas) sets every style again
    assert canvas.commands[again:] == canvas.commands[:again]


@pytest.mark.parametrize("game", ["cats_in_the_barrel", "fish_eat_fish", "fish_frenzy", "fishing_frenzy", "jumping_fish"])
def test_a_widget_canvas_gets_the_very_batch_its_own_style_setters_would_send(game, monkeypatch):
    """The renderer sends styles to a widget canvas as 'set' commands of its own (ipycanvas's private command
    table and manager, for speed): each tutor's first board must reach the browser byte for byte as it would
    through ipycanvas's public attribute setters."""
    from ipycanvas import Canvas, hold_canvas
    from ipycanvas.canvas import _CANVAS_MANAGER
    from ipycanvas.utils import commands_to_buffer

    from fishtutor.render import canvas as render
    from fishtutor.tutor import Tutor
    scene = Tutor(game).board.board.scene
    sent: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", lambda command, buffers=[]: sent.append(
        (commands_to_buffer(command), [bytes(b) for b in buffers])))
    target = Canvas(width=scene.width, height=scene.height)

    def batch():
        _CANVAS_MANAGER._current_canvas = None
        with hold_canvas():
            paint(target, scene)
        return sent.pop()

    direct = batch()
    monkeypatch.setattr(render, "style_sender", lambda canvas: lambda name, value: setattr(canvas, name, value))
    assert batch() == direct and len(direct[0][1]) > 1000
