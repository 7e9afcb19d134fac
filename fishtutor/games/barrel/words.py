"""The barrel games' turns in words: what each player turned up at the reveal, what each Cat did, and what
every card then placed (or took), or why it did nothing; the points at the end.

Words are built from the position alone (its table, gains, removed and the Cat moves in its history), so a
move's description, the board's notes and the lessons' praise all tell the same story."""
from __future__ import annotations

from collections import Counter

from fishtutor.games.fishy.barrel import colour
from fishtutor.games.fishy.cards import CAT, LOWEST_LEVELS, card_name, is_level, level_of

from . import resolve
from .moves import Cancel, Pass, Pick, Place, Trade
from .phases import CAT_TURN, CHOOSE, OVER, PLACE
from .resolve import BY, CANCELLED, CARD, OWNER, STATUS, card_counts


def name(seat: int, viewer: int | None, capital: bool = True) -> str:
    """A player as the viewer reads them: "You"/"you" for their own seat, else the colour."""
    if seat == viewer:
        return "You" if capital else "you"
    return colour(seat)


def whose(seat: int, viewer: int | None) -> str:
    """A player's possessive: "your" or "Blue's"."""
    return "your" if seat == viewer else f"{colour(seat)}'s"


def per_level(levels: list[int], on: str = "on") -> str:
    """Fish per level in words: "2 on level 5", "1 on each of levels 1, 2 and 3" (``on``: "from" for taking)."""
    counts = Counter(levels)
    if len(counts) == 1:
        (level, k), = counts.items()
        return f"{k} {on} level {level}"
    if len(set(counts.values())) == 1:
        names = sorted(counts)
        listed = ", ".join(map(str, names[:-1])) + f" and {names[-1]}"
        return f"{next(iter(counts.values()))} {on} each of levels {listed}"
    return ", ".join(f"{k} {on} level {level}" for level, k in sorted(counts.items()))


def viewer_first(state, viewer: int | None) -> list[int]:
    """The seats in seat order, the viewer's own first."""
    seats = list(range(state.n))
    return ([viewer] + [s for s in seats if s != viewer]) if viewer in seats else seats


# ---- the reveal -----------------------------------------------------------------------------------------
def turned_up(state, viewer: int | None) -> str:
    """Every card the reveal turned over, by who played it, the viewer's first."""
    parts = []
    for s in viewer_first(state, viewer):
        cards = [e[CARD] for e in state.table if e[BY] == s]
        shown = "both Cats" if cards == [CAT, CAT] else " and ".join(map(card_name, cards))
        parts.append(f"{name(s, viewer, False)} {shown}")
    return "Cards turned up: " + ", ".join(parts) + "."


def cat_acts(state) -> list[tuple[int, object]]:
    """The Cat moves (trade, cancel, let go) of the turn on the table, in the order they were made."""
    history = state.history
    i = len(history) - (sum(1 for p in state.picks if p) if state.phase == CHOOSE else 0)
    acts = []
    while i > 0 and type(history[i - 1][1]) is not Pick:
        seat, move = history[i - 1]
        if type(move) is not Place:
            acts.append((seat, move))
        i -= 1
    return acts[::-1]


def act_words(move, viewer: int | None) -> str:
    """What a Cat did, in words ("traded for Blue's Level 5")."""
    if type(move) is Trade:
        return f"traded for {whose(move.seat, viewer)} {card_name(move.card)}"
    if type(move) is Cancel:
        return f"cancelled {whose(move.seat, viewer)} {card_name(move.card)}"
    return "let go unused"


# ---- what each card earned ----------------------------------------------------------------------------
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


def counted(card: str, k: int, taking: bool) -> str:
    """Why a card in play earns what it does: how many of its kind are in play (steps 1a-1d)."""
    if k >= 3 or k == 2 and not is_level(card):
        return f"one of {NUMBERS[k]} {card_name(card)} cards"
    if k == 2:
        return "one of a pair" + (" (a fish each only if there is one for each)" if taking else "")
    return "the only one"


def _levels(levels) -> str:
    """Level numbers in words: "5", "1 and 2", "1, 2 and 3"."""
    levels = list(levels)
    return str(levels[0]) if len(levels) == 1 else ", ".join(map(str, levels[:-1])) + f" and {levels[-1]}"


def card_fate(state, entry, acts, viewer: int | None) -> str:
    """One card in play after the Cats: whose it is now, and how it was counted (or that a Cat cancelled it)."""
    card, by, owner = entry[CARD], entry[BY], entry[OWNER]
    head = card_name(card) + ("" if by == owner else f" won from {name(by, viewer, False)}")
    if entry[STATUS] == CANCELLED:
        canceller = next((s for s, m in acts if type(m) is Cancel and m.seat == owner and m.card == card), None)
        by_whom = "" if canceller is None else f" by {whose(canceller, viewer)} Cat"
        levels = LOWEST_LEVELS.get(card, (level_of(card),))
        lost = [n for n in levels if n in state.removed[owner]]
        none = "" if lost else f" (no fish on level {_levels(levels)} to lose)"
        return f"{head} cancelled{by_whom}{none}"
    return f"{head}, {counted(card, card_counts(state.table)[card], state.TAKING)}"


def result(state, seat: int, viewer: int | None = None) -> str:
    """What the seat's fish do this turn: placed or taken, lost, a choice still to make, or nothing (said to
    the viewer as "you place" for their own seat)."""
    you = seat == viewer
    take, choose, has, lose = (("take", "choose", "have", "lose") if you else ("takes", "chooses", "has", "loses"))
    verb = take if state.TAKING else ("place" if you else "places")
    got, due = state.gains[seat], resolve.entitlements(state.table, state.n)[seat]
    done = [f"{verb} {per_level(got, 'from' if state.TAKING else 'on')}"] if got else []
    if state.phase == PLACE and state.to_place[seat]:
        left = sorted(set(state.to_place[seat]))
        done.append(f"{choose} where {NUMBERS[state.supply[seat]]} fish go (levels {_levels(left)})")
    elif len(got) < len(due) and not state.TAKING:
        done.append(f"{has} no more fish to place")
    if state.removed[seat]:
        done.append(f"{lose} {per_level(state.removed[seat], 'from')}")
    why = "; ".join(_emptied(state, seat)) if state.TAKING else ""
    said = (" and ".join(done) if done else f"{verb} nothing") + (f" ({why})" if why else "")
    return f"you {said}" if you else said


def _emptied(state, seat: int) -> list[str]:
    """Fresh Fish: why a card of the seat's took fewer fish than its count allows (the barrel ran dry there)."""
    said, got = [], state.gains[seat]
    for e in state.table:
        if e[OWNER] != seat or e[STATUS] == CANCELLED or e[CARD] == CAT:
            continue
        k, n = card_counts(state.table)[e[CARD]], level_of(e[CARD])
        if is_level(e[CARD]) and k == 1 and got.count(n) < 2:
            said.append(f"level {n} held no more")
        elif e[CARD] in LOWEST_LEVELS and k == 1 and len(got) < len(LOWEST_LEVELS[e[CARD]]):
            said.append("no other level still held fish")
    return said


def seat_outcome(state, seat: int, viewer: int | None, acts) -> str:
    """One player's turn: the cards they turned up, what their Cats did, each card's fate, what it came to."""
    parts, mine = [], iter([m for s, m in acts if s == seat])
    for e in state.table:
        if e[BY] != seat:
            continue
        if e[CARD] == CAT:
            act = next(mine, None)
            parts.append("Cat" if act is None else f"Cat, {act_words(act, viewer)}")  # None: not in the record
        elif e[OWNER] != seat:
            parts.append(f"{card_name(e[CARD])}, taken by {whose(e[OWNER], viewer)} Cat")
    for e in state.table:
        if e[OWNER] != seat:
            continue
        if e[CARD] != CAT:
            parts.append(card_fate(state, e, acts, viewer))
        elif e[BY] != seat:
            parts.append(f"the Cat received from {name(e[BY], viewer, False)} does nothing")
    return f"{name(seat, viewer)}: " + "; ".join(parts) + f" → {result(state, seat, viewer)}."


def outcomes(state, viewer: int | None) -> list[str]:
    """Every player's turn in words, the viewer's first (once the cards in play are counted)."""
    acts = cat_acts(state)
    return [seat_outcome(state, s, viewer, acts) for s in viewer_first(state, viewer)]


def cats_next(state, viewer: int | None) -> str:
    """The Cats still to act, in their order (step 1f), before any fish are counted."""
    seats = [state.table[i][BY] for i in state.cat_queue]
    if len(seats) == 1:
        return f"{whose(seats[0], viewer).capitalize()} Cat acts before the cards are counted."
    named = [f"{whose(s, viewer)} {'other ' if s in seats[:i] else ''}Cat" for i, s in enumerate(seats)]
    return f"Cats act before the cards are counted, in order: {', then '.join(named)}."


# ---- the end --------------------------------------------------------------------------------------------
def points_table(state, viewer: int | None, short: bool = False) -> list[str]:
    """Each player's points, line by line as they are counted, the viewer's first (``short``: "2×5" for two
    fish on level 5, one line a player, for the board)."""
    lines = state.score_lines()
    scores = state.scores()
    out = []
    for s in viewer_first(state, viewer):
        if short:
            counts = state.caught[s] if state.TAKING else [row[s] for row in state.levels]
            parts = [f"{k}×{n}" for n, k in enumerate(counts, 1) if k]
            extra = scores[s] - sum(k * n for n, k in enumerate(counts, 1))
            parts += [f"{extra} for extra Cats"] if extra else []
            out.append(f"{name(s, viewer)}: {scores[s]} = " + (" + ".join(parts) or "0"))
            continue
        counted_as = " + ".join(f"{text}" for text, *_ in lines[s] if not text.startswith("tied")) or "no fish"
        out.append(f"{name(s, viewer)}: {scores[s]} points ({counted_as}).")
    return out


def winner_words(state, viewer: int | None) -> str:
    """Who won, with how many points (players tied for the most share the win)."""
    best = state.winners()
    names = " and ".join(name(s, viewer) for s in best)
    won = "share the win" if len(best) > 1 else ("win" if best == (viewer,) else "wins")
    return f"Game over: {names} {won} with {state.scores()[best[0]]} points."


def ending(state, viewer: int | None) -> str:
    """Who won and every player's points."""
    return winner_words(state, viewer) + " Points: " + " ".join(points_table(state, viewer))


# ---- a move and what it led to ------------------------------------------------------------------------
def aftermath(before, after, move, viewer: int | None) -> str:
    """What a move set off, in words: the reveal, the Cats to come, every card's outcome, a new hand, the end."""
    revealed = before.phase == CHOOSE and type(move) is Pick and (after.turn != before.turn or after.phase != CHOOSE)
    counted_now = after.phase != CAT_TURN and (revealed or before.phase == CAT_TURN)
    said = [turned_up(after, viewer)] if revealed else []
    if after.phase == CAT_TURN and (revealed or before.phase == CAT_TURN) and after.cat_queue:
        said.append(cats_next(after, viewer))
    if counted_now:
        said += outcomes(after, viewer)
    if after.hand_no != before.hand_no:
        said.append("New hand: everyone picks up all their cards.")
    if after.phase == OVER and before.phase != OVER:
        said.append(ending(after, viewer))
    return " ".join(said)


def move_words(move, viewer: int | None) -> str:
    """A Cat move or a placement, said as what the player does."""
    if type(move) is Trade:
        return (f"trades the Cat for {whose(move.seat, viewer)} {card_name(move.card)} card "
                f"({name(move.seat, viewer, False)} {'get' if move.seat == viewer else 'gets'} the Cat)")
    if type(move) is Cancel:
        return f"cancels {whose(move.seat, viewer)} {card_name(move.card)} card with the Cat"
    if type(move) is Pass:
        return "lets the Cat do nothing"
    if type(move) is Place:
        return f"places a fish on level {move.level}"
    return str(move)


def describe(state, move, seat: int | None, viewer: int | None) -> str:
    """The move in words; a card chosen face down is named only to ``viewer`` if they chose it."""
    who = state.seat_name(seat) if seat is not None and seat >= 0 else "Someone"
    if type(move) is not Pick:
        said = f"{who}: {move_words(move, viewer)}"
    elif viewer is None or viewer != seat:  # secret until the reveal
        said = f"{who}: chooses {'two cards' if move.both else 'a card'} face down"
    else:
        chosen = "both Cat cards" if move.both else f"the {card_name(move.card)} card"
        said = f"{who}: chooses {chosen} face down"
    then = _aftermath(state, move, seat, viewer)
    if not then and type(move) is Pick and viewer == seat:
        said += " (the others see it at the reveal)"
    return f"{said}. {then.rstrip('.')}" if then else said


def _aftermath(state, move, seat: int | None, viewer: int | None) -> str:
    """What the move sets off (the reveal, the Cats, every card's outcome), tried on a copy."""
    if seat is None or not state.check(move, seat).ok:
        return ""
    trial = state.clone()
    trial.apply(move, seat)
    return aftermath(state, trial, move, viewer)
