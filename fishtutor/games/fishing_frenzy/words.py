"""Fishing Frenzy in words and in views: what a seat may see, sealed copies, moves described, the table."""
from __future__ import annotations

from fishtutor.core.protocol import CHANCE
from fishtutor.core.words import listed

from . import cards
from .board import DOCK, DOUBLE_WHEEL, FISH, JAW, SOS, WHEEL, square_name
from .moves import DIRECTION_NAMES as DIRECTION_WORDS
from .moves import Declare, Drift, DrawFish, DrawPeril, OrderRoll, PickDock, Roll, Sail
from .phases import PHASE_NAMES

PUBLIC = ("n", "map_text", "limit", "drift", "sos_order", "phase", "to_move", "boats", "home", "order_rolls", "order",
          "dice", "pending", "skip", "sos_used", "tags", "first_fish", "first_back", "fishoff_winner", "fishoff_seats",
          "fishoff_catches", "known", "perils_known", "rolls_made", "last", "acted", "face_up_catches")


# ---- what a seat sees ----------------------------------------------------------------------------------
def observation(s, seat: int) -> dict:
    """Open: the board, boats, dice, tags, whose turn, the cards that went face up to the bottom of a deck,
    every deck's size, which fish each Captain caught, and the points of a Fish Card drawn face up. Sealed: the
    unseen cards' order and points, the points on other Captains' Fish Cards drawn face down, and the dice to
    come."""
    d = s.__dict__
    view = {f: _copy(d[f]) for f in PUBLIC}
    view["seat"] = seat
    view["deck_sizes"] = [len(deck) for deck in s.decks]
    view["face_up_at_bottom"] = [deck[:k] for deck, k in zip(s.decks, s.known)]
    view["perils_at_bottom"] = s.perils[:s.perils_known]
    view["perils_left_unseen"] = len(s.perils) - s.perils_known
    face_up = s.face_up_catches
    view["catches"] = [[[v, p if t == seat or [c, r] in face_up else None, c, r] for v, p, c, r in row]
                       for t, row in enumerate(s.catches)]
    return view


def _copy(value):
    if type(value) is list:
        return [_copy(v) for v in value]
    return value


def redeal(s, seat: int, rng):
    """A copy with every card ``seat`` cannot see dealt afresh (each pool sorted first, so the truth cannot
    show through): per variety the unseen deck cards and the other Captains' cards of it drawn face down; the
    unseen Perils; a new stream of dice."""
    copy = s.clone()
    face_up = copy.face_up_catches
    hidden_of: dict[int, list] = {}  # per variety, the other Captains' face-down catches, in table order
    for t, row in enumerate(copy.catches):
        if t != seat:
            for c in row:
                if c[2:] not in face_up:
                    hidden_of.setdefault(c[0], []).append(c)
    for v in range(len(copy.decks)):
        deck, known, hidden = copy.decks[v], copy.known[v], hidden_of.get(v, [])
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
        if 0 <= move.variety < len(s.decks) and s.known[move.variety] >= len(s.decks[move.variety]):
            return f"{who} catches the {name}: its Fish Card comes off the deck face up, {move.points} points"
        if viewer is not None and viewer == actor:
            return f"{who} catches the {name}: its Fish Card shows {move.points} points (face down to the others)"
        return f"{who} catches the {name} and draws its Fish Card (points kept face down)"
    if kind is DrawPeril:
        return f"{who} draws the Peril {cards.PERIL_NAMES[move.peril]}{peril_outcome(s, move, actor)}" \
            if 0 <= move.peril < cards.PERIL_CARDS else f"{who} {move}"
    if kind is Roll:
        return f"{who} {move}{_stuck(s, move, actor)}"
    if kind is PickDock:
        docks = s.board.docks
        where = f" ({square_name(docks[move.dock - 1])})" if 1 <= move.dock <= len(docks) else ""
        return f"{who} takes dock {move.dock}{where}"
    if kind in (OrderRoll, Declare, Drift):
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


def _after(s, move):
    """A copy of the position with ``move`` (a chance outcome) carried out, to say what it did."""
    from . import flow
    trial = s.clone()
    flow.apply(trial, move, CHANCE)
    return trial


def _stuck(s, move: Roll, seat: int) -> str:
    """Why a roll moves the Captain's boat nowhere ("" when it can move): a boat leaves its dock only by going
    South; elsewhere every way the roll gives is blocked."""
    if not s.pending or s.pending[0][0] != "roll":
        return ""
    after = _after(s, move)
    if after.pending and after.pending[0][0] == "sail" and after.pending[0][1] == seat:
        return ""
    if s.at_dock(seat):
        why = "no South to leave the dock by" if "S" not in move.compass else "no way out of the dock"
        return f": {why}, so {s.seat_name(seat)} stays in the dock"
    return f": no way to move, so {s.seat_name(seat)} stays at {s.square_name(seat)} and the turn passes"


def peril_outcome(s, move: DrawPeril, seat: int) -> str:
    """What a Peril card did to the Captain who drew it (": Red is towed back to ..."): a catch lost, towed home,
    pushed (running aground), turns lost; or why it did nothing."""
    from . import flow
    from .legality import options
    card, drawn = cards.PERILS[move.peril], s.clone()
    drawn.pending.pop(0)
    flow.peril(drawn, seat, move.peril)  # the card carried out, nothing after it yet
    done = [_catch_lost(s, drawn, seat, card)] if card.get("lose_catch") else []
    turns = card.get("lose_turns", 0)
    if card.get("home") and drawn.boats[seat] != s.boats[seat]:
        done.append(f"is towed back to dock {s.home[seat] + 1} ({square_name(tuple(drawn.boats[seat]))}), "
                    f"which only a South leaves")
    ways = options(drawn) if drawn.pending and drawn.pending[0][0] == "drift" else {}
    if len(ways) > 1:
        done.append(f"is pushed {DIRECTION_WORDS[card['drift']]} (where it stops is chosen next)")
    elif ways:
        leg = next(iter(ways.values()))
        turns += bool(leg.aground)
        where = f", running aground at {square_name(tuple(leg.end))}" if leg.aground \
            else f" to {what_is_at(drawn, tuple(leg.end))}"
        done.append(f"is pushed {DIRECTION_WORDS[card['drift']]}{where}")
    if turns:
        done.append(f"loses the next {'turn' if turns == 1 else f'{turns} turns'}")
    return f": {s.seat_name(seat)} {listed(done)}" if done else f", which does nothing: {_no_effect(s, card, seat)}"


def _catch_lost(s, drawn, seat: int, card: dict) -> str:
    """The catch a Peril took back (its fish back on the board), or that there was none to lose."""
    if len(drawn.tags) == len(s.tags):
        return "has no catch to lose"
    if len(drawn.catches[seat]) < len(s.catches[seat]):
        return f"loses the {cards.VARIETY_NAMES[s.catches[seat][-1][0]]} (back on the board)"
    return "loses the latest catch (back on the board)"


def _no_effect(s, card: dict, seat: int) -> str:
    """Why a Peril did nothing to the Captain who drew it."""
    if (card.get("home") or card.get("drift")) and s.at_dock(seat):
        return "the boat is in its dock"
    return "nothing to lose" if card.get("lose_catch") else "it has nowhere to act"


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
