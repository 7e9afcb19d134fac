"""The keyboard's place on the board: one focused target among the Scene's hotspots, moved by the arrow keys.

The targets are the Scene's hotspots, the same ones a click uses (a target drawn as several rectangles counts once,
at its first). An arrow moves the focus to the nearest target whose centre lies that way; at the edge of the board
it stops (no wrapping: the learner feels the edge). Home and End go to the first and the last target. No widgets
here: the Session keeps a Focus and asks it for the ring to draw."""
from __future__ import annotations

from dataclasses import replace

from fishtutor.core.scene import Hotspot, Rect, Scene

ARROWS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}
MOVES = (*ARROWS, "Home", "End")
RING_INK, RING_HALO = "#0b3d91", "#ffffff"  # dark blue on a white halo: it stands out on dark and light alike
RING_WIDTH, HALO_WIDTH, RING_GAP = 3.0, 7.0, 4.0
SAME_PLACE = 0.5  # px: centres this close are the same place (stacked targets, taken in their order)


def targets(scene: Scene) -> list[Hotspot]:
    """Each target of the board once, at its first hotspot, in the scene's order."""
    seen: dict[tuple, Hotspot] = {}
    for spot in scene.hotspots:
        seen.setdefault(spot.target, spot)
    return list(seen.values())


def centre(spot: Hotspot) -> tuple[float, float]:
    """The middle of a hotspot."""
    return spot.x + spot.w / 2, spot.y + spot.h / 2


def _cost(offset: tuple[float, float], later: bool, direction: tuple[int, int]) -> tuple | None:
    """How far a target whose centre lies ``offset`` from here is in ``direction`` (None: not that way). Targets in
    the 45° cone ahead come before those only in the half-plane; then the nearer along the way plus twice the
    sideways offset; a target stacked on the same centre is next for Right/Down when it comes later, for Left/Up
    when earlier."""
    (ox, oy), (dx, dy) = offset, direction
    along = ox * dx + oy * dy
    aside = abs(ox * dy - oy * dx)
    if along <= SAME_PLACE:
        if along >= -SAME_PLACE and aside <= SAME_PLACE:
            return (0, 0.0, 0.0) if later == (dx + dy > 0) else None
        return None
    return (0 if aside <= along else 1, along + 2 * aside, aside)


def step(spots: list[Hotspot], index: int, direction: tuple[int, int]) -> int:
    """The index of the target an arrow in ``direction`` moves to from ``spots[index]`` (itself at the edge)."""
    best, chosen = None, index
    here = spots[index]
    x0, y0 = here.x + here.w / 2, here.y + here.h / 2
    forward = direction[0] + direction[1] > 0
    for i, spot in enumerate(spots):
        if i == index:
            continue
        cost = _cost((spot.x + spot.w / 2 - x0, spot.y + spot.h / 2 - y0), i > index, direction)
        if cost is None:
            continue
        order = cost + ((i - index) if forward else (index - i),)
        if best is None or order < best:
            best, chosen = order, i
    return chosen


class Focus:
    """The focused target of one board, and whether the board has the keyboard (then its ring is drawn)."""

    def __init__(self):
        self.target: tuple | None = None
        self.shown = False

    def follow(self, scene: Scene, lit=()) -> tuple | None:
        """After the board changed: keep the same target if it is still there, else the first lit one, else the
        first target (None on a board with nothing to choose)."""
        spots = targets(scene)
        names = [s.target for s in spots]
        if self.target in names:
            return self.target
        lit = set(lit)
        self.target = next((t for t in names if t in lit), names[0] if names else None)
        return self.target

    def move(self, scene: Scene, key: str) -> tuple | None:
        """An arrow, Home or End: the focus moves over the board's targets (stopping at the edge)."""
        spots = targets(scene)
        if not spots:
            self.target = None
            return None
        names = [s.target for s in spots]
        if key == "Home":
            self.target = names[0]
        elif key == "End":
            self.target = names[-1]
        elif key in ARROWS:
            current = self.follow(scene)  # never None here: the board has targets
            here = names.index(current) if current is not None else 0
            self.target = names[step(spots, here, ARROWS[key])]
        return self.target

    def ring(self, scene: Scene) -> Scene:
        """The scene with a thick dark-blue ring on a white halo around the focused target, while the board has
        the keyboard (the scene unchanged otherwise)."""
        spot = next((s for s in targets(scene) if s.target == self.target), None)
        if not self.shown or spot is None:
            return scene
        return replace(scene, shapes=(*scene.shapes, *ring_shapes(spot, scene.width, scene.height)),
                       meta=scene.meta)


def ring_shapes(spot: Hotspot, width: float, height: float) -> tuple[Rect, Rect]:
    """The focus ring around ``spot``: a white halo under a dark-blue line, kept inside the board's edges."""
    inset = HALO_WIDTH / 2
    x0, y0 = max(inset, spot.x - RING_GAP), max(inset, spot.y - RING_GAP)
    x1 = min(width - inset, spot.x + spot.w + RING_GAP)
    y1 = min(height - inset, spot.y + spot.h + RING_GAP)
    w, h = max(1.0, x1 - x0), max(1.0, y1 - y0)
    return (Rect(x0, y0, w, h, stroke=RING_HALO, width=HALO_WIDTH, radius=5.0),
            Rect(x0, y0, w, h, stroke=RING_INK, width=RING_WIDTH, radius=5.0))


def path(scene: Scene, start: tuple, goal: tuple) -> list[str] | None:
    """The fewest arrow presses that take the focus from ``start`` to ``goal`` on this board (None: no way)."""
    spots = targets(scene)
    names = [s.target for s in spots]
    if start not in names or goal not in names:
        return None
    came: dict[int, list[str]] = {names.index(start): []}
    todo = [names.index(start)]
    for here in todo:  # breadth first: the list grows as it is read
        if names[here] == goal:
            return came[here]
        for key, direction in ARROWS.items():
            there = step(spots, here, direction)
            if there not in came:
                came[there] = [*came[here], key]
                todo.append(there)
    return None
