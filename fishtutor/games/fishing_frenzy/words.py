"""Fishing Frenzy in words and in views: what a seat may see, sealed copies, moves described, the table."""
from __future__ import annotations

from fishtutor.core.protocol import CHANCE

from . import cards
from .board import DOCK, DOUBLE_WHEEL, FISH, JAW, SOS, WHEEL, square_name
from .moves import Declare, Drift, DrawFish, DrawPeril, OrderRoll, PickDock, Roll, Sail
from .phases import PHASE_NAMES

PUBLIC = ("n", "map_text", "limit", "drift", "sos_order", "phase", "to_move", "boats", "home", "order_rolls", "order",
          "dice", "pending", "skip", "sos_used", "tags", "first_fish", "first_back", "fishoff_winner", "fishoff_seats",
          "fishoff_catches", "known", "perils_known", "rolls_made", "last", "acted")


# ---- what a seat sees ----------------------------------------------------------------------------------
def observation(s, seat: int) -> dict:
    """Open: the board, boats, dice, tags, whose turn, the cards that went face up to the bottom of a deck,
    every deck's size, and which fish each Captain caught. Sealed: the unseen cards' order and points, the
    points on other Captains' Fish Cards, and the dice still to come."""
    d = s.__dict__
    view = {f: _copy(d[f]) for f in PUBLIC}
    view["seat"] = seat
    view["deck_sizes"] = [len(deck) for deck in s.decks]
    view["face_up_at_bottom"] = [deck[:k] for deck, k in zip(s.decks, s.known)]
    view["perils_at_bottom"] = s.perils[:s.perils_known]
    view["perils_left_unseen"] = len(s.perils) - s.perils_known
    view["catches"] = [[[v, p if t == seat else None, c, r] for v, p, c, r in row] for t, row in enumerate(s.catches)]
    return view


def _copy(value):
    if type(value) is list:
        return [_copy(v) for v in value]
    return value


def redeal(s, seat: int, rng):
    """A copy with every card ``seat`` cannot see dealt afresh (each pool sorted first, so the truth cannot
    show through): per variety the unseen deck cards and the other Captains' cards of it; the unseen Perils;
    a new stream of dice."""
    copy = s.clone()
    for v in range(len(copy.decks)):
        deck, known = copy.decks[v], copy.known[v]
        hidden = [c for t, row in enumerate(copy.catches) if t != seat for c in row if c[0] == v]
        # sorted high to low: the game shuffled its decks from low to high, so a generator seeded like the game's
        # own does not deal the true order back
        pool = sorted(deck[known:] + [c[1] for c in hidden], reverse=True)
        pool = [pool[i] for i in rng.permutation(len(pool))]
        for c, points in zip(hidden, pool):
            c[1] = points
        deck[known:] = pool[len(hidden):]
    unseen = sorted(copy.perils[copy.perils_known:], reverse=True)
    copy.perils[copy.perils_known:] = [unseen[i] for i in rng.permutation(len(unseen))]
    copy.dice_seed = int(rng.integers(0, 1 << 62))
    return copy


# ---- moves in words ---------------------------------------------------------------------------------------
def describe(s, move, seat: int, viewer: int | None = None) -> str:
    """The move in words as it reads in this position to ``viewer``: a Fish Card's points only to its Captain."""
    kind = type(move)
    head = s.pending[0] if s.pending else ["", CHANCE]
    actor = head[1] if seat == CHANCE and len(head) > 1 else seat
    who = s.seat_name(actor)
    if kind is Sail:
        return f"{who} {_sail_words(s, move)}"
    if kind is DrawFish:
        name = cards.VARIETY_NAMES[move.variety] if 0 <= move.variety < len(cards.VARIETIES) else "fish"
        if viewer is not None and viewer == actor:
            return f"{who} catches the {name}: its Fish Card shows {move.points} points (face down to the others)"
        return f"{who} catches the {name} and draws its Fish Card (points kept face down)"
    if kind is DrawPeril:
        return f"{who} draws the Peril {cards.peril_text(move.peril)}" if 0 <= move.peril < cards.PERIL_CARDS \
            else f"{who} {move}"
    if kind is PickDock:
        docks = s.board.docks
        where = f" ({square_name(docks[move.dock - 1])})" if 1 <= move.dock <= len(docks) else ""
        return f"{who} takes dock {move.dock}{where}"
    if kind in (Roll, OrderRoll, Declare, Drift):
        return f"{who} {move}"
    return f"{who}: {move}"


def _sail_words(s, move: Sail) -> str:
    """ "goes South 4 then East 4 to the Marlin at K12", or how it runs aground or docks."""
    text = str(move)
    from .legality import options
    route = options(s).get(move) if s.pending and s.pending[0][0] in ("sail", "wheel") else None
    if route is None:
        return text
    end = route.end
    if route.docked:
        return text + " and docks"
    if route.aground:
        return text + f", running aground beside the obstruction at {square_name(end)}"
    return text[: -len(move.end)] + what_is_at(s, end)


def what_is_at(s, square) -> str:
    """A space in words: "the Marlin at K12", "a shark's jaw at F4", "clear water at B2"."""
    kind, name = s.board.kind(square), square_name(square)
    if kind == FISH and not s.is_tagged(*square):
        return f"the {s.board.variety(square)} at {name}"
    words = {JAW: "a shark's jaw", WHEEL: "a single wheel", DOUBLE_WHEEL: "a double wheel",
             SOS: "an S.O.S. ring", DOCK: "the dock"}
    return f"{words.get(kind, 'clear water')} at {name}"


# ---- the table ------------------------------------------------------------------------------------------------
def table(s) -> str:
    """The position in a few lines: phase, dice, tags, each boat and its catches."""
    lines = [f"Fishing Frenzy, {s.n} Captains, limit {s.limit} fish: {PHASE_NAMES[s.phase]}; "
             f"{len(s.tags)} tagged."]
    if s.dice:
        lines.append(f"Dice: {s.dice[0]} {s.dice[1]}.")
    for t in range(s.n):
        where = s.square_name(t) or "not placed"
        fish = ", ".join(cards.VARIETY_NAMES[v] for v, *_ in s.catches[t]) or "no fish"
        lines.append(f"{s.seat_name(t)}: {where}; {fish}" + (f"; loses {s.skip[t]} turn(s)" if s.skip[t] else ""))
    return "\n".join(lines)
