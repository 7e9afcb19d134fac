"""The seven ways to score in Fishing Frenzy, and who wins once the fish-off has settled a tie."""
from __future__ import annotations

from .cards import SLAMS, VARIETY_NAMES
from .phases import FISHING, LINES_OUT

FIRST_FISH = 10
FIRST_BACK = 25
MOST_FISH = 10
MOST_FISH_TIED = 5


def most_fish_bonus(counts: list[int], seat: int) -> int:
    """Most fish caught: 10, or 5 to each Captain tied for most (nobody, if no fish was caught)."""
    top = max(counts)
    if top == 0 or counts[seat] != top:
        return 0
    return MOST_FISH if counts.count(top) == 1 else MOST_FISH_TIED


def slams(varieties: set[int]) -> list[tuple[str, int]]:
    """Each slam whose three fish are all among a Captain's catches, 20 points apiece."""
    return [(name, points) for name, fish, points in SLAMS if all(f in varieties for f in fish)]


def parts(state, seat: int) -> list[tuple[str, int, str]]:
    """A Captain's points, part by part: (what, points, edition choice it rests on or "")."""
    catches = state.catches[seat]
    counts = [len(c) for c in state.catches]
    lines = []
    if state.first_fish == seat:
        lines.append(("First fish", FIRST_FISH, ""))
    if state.first_back == seat:
        lines.append(("First back to the dock", FIRST_BACK, ""))
    for v, points, *_ in catches:
        lines.append((f"{VARIETY_NAMES[v]} card", points, "fish_card_points"))
    bonus = most_fish_bonus(counts, seat)
    if bonus:
        tied = counts.count(counts[seat]) > 1
        lines.append(("Most fish (tied)" if tied else "Most fish", bonus, ""))
    for name, points in slams({c[0] for c in catches}):
        lines.append((name, points, ""))
    return lines


def score(state, seat: int) -> int:
    """A Captain's total: first fish, first back, the fish cards, most fish and the slams."""
    return sum(points for _, points, _ in parts(state, seat))


def scores(state) -> tuple[int, ...]:
    """Every Captain's total."""
    return tuple(score(state, s) for s in range(state.n))


def leaders(state) -> tuple[int, ...]:
    """The Captains with the most points."""
    s = scores(state)
    top = max(s)
    return tuple(i for i, v in enumerate(s) if v == top)


def winners(state) -> tuple[int, ...]:
    """Most points; a tie is settled by the fish-off (until it is, the tied Captains)."""
    if state.fishoff_winner >= 0:
        return (state.fishoff_winner,)
    return leaders(state)


def heuristic(state, seat: int) -> float:
    """Points lead, plus the average card of a catch about to be drawn, less lost turns and (lines out)
    the rows still to sail home."""
    s = scores(state)
    lead = s[seat] - max(v for i, v in enumerate(s) if i != seat)
    for step in state.pending:
        if step[0] == "fish" and step[1] == seat and state.phase == FISHING:
            deck = state.decks[state.variety_at(step[2], step[3])]
            lead += sum(deck) / len(deck) if deck else 0
    lead -= 5 * state.skip[seat]
    if state.phase == LINES_OUT and state.boats[seat][1] >= 0:
        lead -= 3 * state.boats[seat][1]
    return lead
