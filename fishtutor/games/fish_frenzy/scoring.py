"""End of the Game: fish majorities, crab penalties, Goal & Event cards and the tie breakers."""
from __future__ import annotations

from .cards import CRAB, CRAB_COLOUR, EVENTS, FISH_COLOURS, GOALS, KIND_COLOUR, KIND_FISH

TOKEN_VALUE = 0.25  # what a bot reckons one little fish token is worth, in points
BOAT_HOPE = 0.7  # how much of a boat's promise a bot counts before it is sorted


def colour_counts(cards: list[int]) -> list[int]:
    """Cards held of each colour (seven fish colours, then crabs), counted as cards, not little fish."""
    counts = [0] * (len(FISH_COLOURS) + 1)
    for k, c in enumerate(cards):
        counts[KIND_COLOUR[k]] += c
    return counts


def fish_card_points(counts: list[list[int]]) -> list[list[tuple[str, int]]]:
    """Per seat, per colour: most scores 3, second most 1; a tie for most scores 2 each and no second."""
    lines: list[list[tuple[str, int]]] = [[] for _ in counts]
    for colour, name in enumerate(FISH_COLOURS):
        held = [c[colour] for c in counts]
        top = max(held)
        if not top:
            continue
        tops = [s for s, v in enumerate(held) if v == top]
        if len(tops) > 1:
            for s in tops:
                lines[s].append((f"{name}: tied for most ({_cards(top)})", 2))
            continue
        lines[tops[0]].append((f"{name}: most ({_cards(top)})", 3))
        rest = [v for v in held if 0 < v < top]
        second = max(rest, default=0)
        tied = "tied for second most" if rest.count(second) > 1 else "second most"
        for s, v in enumerate(held):
            if rest and v == second:
                lines[s].append((f"{name}: {tied} ({_cards(v)})", 1))
    return lines


def _cards(n: int) -> str:
    """A number of cards in words ("1 card", "3 cards")."""
    return f"{n} card{'s' if n != 1 else ''}"


def metric(name: str, cards: list[int], tokens: int) -> int:
    """The quantity a Goal or Event card measures for one player."""
    counts = colour_counts(cards)
    fish = counts[:CRAB_COLOUR]
    by_fish = [sum(c for k, c in enumerate(cards) if k != CRAB and KIND_FISH[k] == f) for f in (1, 2, 3)]
    return {
        "three_fish_cards": by_fish[2], "one_fish_cards": by_fish[0], "little_fish_tokens": tokens,
        "fish_cards": sum(fish), "colours": sum(1 for c in fish if c), "crab_cards": counts[CRAB_COLOUR],
        "rainbow_sets": min(fish), "no_crabs": int(counts[CRAB_COLOUR] == 0),
        "colours_with_four": sum(1 for c in fish if c >= 4),
    }[name]


def goal_points(goal: dict, values: list[int]) -> list[int]:
    """A Goal card scores its points for the most (above zero) or the fewest; tied players each score."""
    best = max(values) if goal["best"] == "most" else min(values)
    if goal["best"] == "most" and best == 0:
        return [0] * len(values)
    return [goal["points"] if v == best else 0 for v in values]


def event_points(event: dict, value: int) -> int:
    """An Event card scores its points for each full ``per`` of what it measures, for every player."""
    return value // event["per"] * event["points"]


def breakdown(state) -> list[list[tuple[str, int]]]:
    """Every seat's score, line by line, as the End of the Game section counts it."""
    counts = [colour_counts(c) for c in state.collected]
    lines = fish_card_points(counts)
    for s, c in enumerate(counts):
        if c[CRAB_COLOUR]:
            lines[s].append((f"Crabs: {c[CRAB_COLOUR]} × −1", -c[CRAB_COLOUR]))
    if state.goal >= 0:
        goal = GOALS[state.goal]
        values = [metric(goal["metric"], state.collected[s], state.hand[s]) for s in range(state.n)]
        paid = goal_points(goal, values)
        tied = " (tied: each scores in full)" if sum(1 for p in paid if p) > 1 else ""
        for s, p in enumerate(paid):
            if p:
                lines[s].append((f"Goal {goal['name']}{tied}", p))
    if state.event >= 0:
        event = EVENTS[state.event]
        for s in range(state.n):
            p = event_points(event, metric(event["metric"], state.collected[s], state.hand[s]))
            if p:
                lines[s].append((f"Event {event['name']}", p))
    return lines


def scores(state) -> tuple[int, ...]:
    """Each seat's points from its collected cards (and the revealed Goal & Event, if any)."""
    return tuple(sum(p for _, p in lines) for lines in breakdown(state))


def winners(state) -> tuple[int, ...]:
    """Most points; then most little fish tokens; then fewest crabs; anyone still tied shares victory."""
    pts = scores(state)
    key = [(pts[s], state.hand[s], -state.collected[s][CRAB]) for s in range(state.n)]
    best = max(key)
    return tuple(s for s in range(state.n) if key[s] == best)


def tie_break(state) -> tuple[str, tuple[int, ...]]:
    """What decided the winner: "points", "little fish", "crabs" or "shared", and the seats tied on points."""
    pts = scores(state)
    tied = tuple(s for s in range(state.n) if pts[s] == max(pts))
    if len(tied) == 1:
        return "points", tied
    fish = max(state.hand[s] for s in tied)
    level = tuple(s for s in tied if state.hand[s] == fish)
    if len(level) == 1:
        return "little fish", tied
    crabs = min(state.collected[s][CRAB] for s in level)
    return ("crabs" if sum(state.collected[s][CRAB] == crabs for s in level) == 1 else "shared"), tied


def tie_lines(state) -> list[list[tuple[str, int]]]:
    """Once the game is over, a line for each player in the running for first saying what decided."""
    lines: list[list[tuple[str, int]]] = [[] for _ in range(state.n)]
    decided, tied = tie_break(state)
    if decided == "points":
        lines[tied[0]].append(("Most points: wins outright, no tie breaker needed", 0))
        return lines
    top_fish = max(state.hand[s] for s in tied)
    fewest = min(state.collected[s][CRAB] for s in tied if state.hand[s] == top_fish)
    for s in tied:
        fish, crabs = state.hand[s], state.collected[s][CRAB]
        if fish < top_fish or decided == "little fish":
            text = f"Tied on points; tie breaker, most little fish: {fish}"
            text += " (wins)" if fish == top_fish else ""
        elif crabs > fewest or decided == "crabs":
            text = f"Tied on points and little fish ({fish}); next tie breaker, fewest crabs: {crabs}"
            text += " (wins)" if crabs == fewest else ""
        else:
            text = f"Tied on points, little fish ({fish}) and crabs ({crabs}): shared victory"
        lines[s].append((text, 0))
    return lines


def tie_words(state) -> str:
    """What decided the game, in a few words for the banner."""
    return {"points": "on points", "little fish": "on little fish (tie breaker)",
            "crabs": "on fewest crabs (tie breaker)", "shared": "tied to the last tie breaker"}[tie_break(state)[0]]


def sort_gains(state, seat: int, boat: int) -> tuple[float, float]:
    """What Collect and Eat on ``boat`` would be worth to ``seat`` now, in points."""
    cards = state.boats[boat]
    if not cards:
        return 0.0, 0.0
    before = scores(state)[seat]
    mine = state.collected[seat]
    for k in cards:
        mine[k] += 1
    after = scores(state)[seat]
    for k in cards:
        mine[k] -= 1
    eat = min(KIND_FISH[cards[-1]] + state.extras[boat], state.supply[seat]) * TOKEN_VALUE
    return float(after - before), eat


def heuristic(state, seat: int) -> float:
    """Points lead, plus little fish in hand, plus most of what the boat under your seagull promises."""
    pts = scores(state)
    lead = pts[seat] - max(p for s, p in enumerate(pts) if s != seat)
    value = lead + TOKEN_VALUE * state.hand[seat]
    boat = state.perch[seat]
    if boat >= 0 and state.resident[boat] == seat:
        value += BOAT_HOPE * max(sort_gains(state, seat, boat))
    return value
