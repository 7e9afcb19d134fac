"""Fish & Crab cards on the board: overlapped under a boat so that every card stays readable."""
from __future__ import annotations

from fishtutor.core.glyphs import little_fish, text_on
from fishtutor.core.scene import Circle, Ellipse, Line, Rect, SceneBuilder, Shape, boxed

from .cards import COLOUR_NAMES, COLOUR_RGB, CRAB, KIND_COLOUR, KIND_FISH

CARD_W, CARD_H = 58, 86
MIN_STEP = 12  # the narrowest strip of an overlapped card: wide enough for its pips and the crab mark
MIN_CARD_W = 46  # the rightmost card may narrow to this on a crowded boat
CRAB_STEP = 20  # a covered crab's strip on a crowded boat: room for its crab mark


def card_layout(cards: list[int], room: float) -> tuple[float, list[float]]:
    """The width of the rightmost card and the strip each other card shows, so the cards fit ``room``;
    on a crowded boat a crab keeps a wider strip than a fish card, so that its mark stays clear."""
    covered = cards[:-1]
    if not covered:
        return CARD_W, []
    step = min(CARD_W + 4, (room - CARD_W) / len(covered))
    crabs = covered.count(CRAB)
    if step >= CRAB_STEP or not crabs:
        if step >= MIN_STEP:
            return CARD_W, [step] * len(covered)
        width = max(MIN_CARD_W, room - MIN_STEP * len(covered))
        return width, [(room - width) / len(covered)] * len(covered)
    fish = len(covered) - crabs
    width = min(CARD_W, max(MIN_CARD_W, room - crabs * CRAB_STEP - fish * MIN_STEP))
    crab_step = CRAB_STEP if fish else (room - width) / crabs
    fish_step = (room - width - crabs * crab_step) / fish if fish else 0
    return width, [crab_step if k == CRAB else fish_step for k in covered]


def draw_cards(sb: SceneBuilder, cards: list[int], x: float, y: float, room: float, counted: bool = True) -> None:
    """The cards under a boat, overlapped left to right so every colour shows; the rightmost in full."""
    if not cards:
        sb.add(boxed(x + room / 2, y + CARD_H / 2, "no cards", 12, room, "#637280", "center"))
        return
    width, steps = card_layout(cards, room)
    left = x
    for k, step in zip(cards, steps):
        draw_card(sb, k, left, y, CARD_W, None if step >= CARD_W else step)  # an uncovered card shows its face
        left += step
    draw_card(sb, cards[-1], left, y, width, None)
    if counted:
        label = f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
        sb.add(boxed(x + room, y + CARD_H + 14, label, 11, room, "#4a5b6c", "right"))


def draw_card(sb: SceneBuilder, k: int, x: float, y: float, width: float, shown: float | None) -> None:
    """A Fish or Crab card. Covered cards show a strip ``shown`` wide: their colour, their little fish as
    pips and, for a crab, a small crab; an uncovered card (``shown`` None) shows its face and name."""
    fill = COLOUR_RGB[KIND_COLOUR[k]]
    ink = text_on(fill)
    sb.add(Rect(x, y, width, CARD_H, fill, "#ffffff", 2, 7))
    for i in range(KIND_FISH[k]):
        sb.add(Rect(x + 4, y + 8 + i * 9, 5, 5, ink, None, 1, 2.5))
    if shown is not None:
        if k == CRAB:
            sb.add(*crab(x + shown / 2, y + 50, min(shown - 5, 18), ink))
        return
    if k == CRAB:
        sb.add(*crab(x + width / 2 + 3, y + 38, 30, ink))
    else:
        for i in range(KIND_FISH[k]):
            sb.add(*little_fish(x + width / 2 + 4, y + 16 + i * 17, min(24, width - 24), ink))
    name = COLOUR_NAMES[KIND_COLOUR[k]]
    sb.add(boxed(x + width / 2, y + CARD_H - 12, name, 10, width - 6, ink, "center", True))


def crab(cx: float, cy: float, size: float, ink: str) -> list[Shape]:
    """A crab ``size`` wide: a round body, two claws raised and legs at the sides."""
    half = size / 2
    body = Ellipse(cx, cy, half * 0.62, half * 0.42, None, ink, max(1.2, size / 14))
    claws = [Circle(cx - half * 0.62, cy - half * 0.95, max(1.2, half * 0.26), ink),
             Circle(cx + half * 0.62, cy - half * 0.95, max(1.2, half * 0.26), ink)]
    arms = [Line(cx - half * 0.4, cy - half * 0.3, cx - half * 0.62, cy - half * 0.8, ink, max(1.0, size / 16)),
            Line(cx + half * 0.4, cy - half * 0.3, cx + half * 0.62, cy - half * 0.8, ink, max(1.0, size / 16))]
    legs = [Line(cx + side * half * 0.55, cy + dy, cx + side * half, cy + dy + half * 0.3, ink, max(1.0, size / 18))
            for side in (-1, 1) for dy in (-half * 0.05, half * 0.25)]
    return [body, *claws, *arms, *legs]
