"""Cats in the Barrel (and the reconstructions on its engine) as a Table: the face-down picks as backs until
the reveal, this turn's revealed cards outlined, cancelled cards crossed out, the Cat order in words, and last
turn's fish marked on the barrel (+2, −1)."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import LEVELS, colour, fish_in, standing_key
from fishtutor.games.fishy.cards import card_name, sort_hand
from fishtutor.games.fishy.portray import COMPACT, WIDE, Card, Option, Seat, Table, draw

from . import words

CHOOSE, CAT_TURN, PLACE, OVER = range(4)  # the engine's phases (state.py)
BY, OWNER, CARD, STATUS = range(4)  # a table entry [by, owner, card, status]
CANCELLED = 1
TRADE, CANCEL = "trade", "cancel"


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "", compact: bool = False, hide: frozenset = frozenset()):
    """The whole table for seat ``you`` (None: a bystander, every hand hidden; ``hide`` {"points"}: the points
    column shows "?" while a question asks for them)."""
    return draw(table(state, you, focus, hide), highlight, focus, banner, COMPACT if compact else WIDE)


def table(state, you: int | None, focus: tuple | None = None, hide: frozenset = frozenset()) -> Table:
    """What the picture shows, for seat ``you``."""
    seats = tuple(_seat(state, s, you, "points" in hide) for s in range(state.n))
    options, title = _options(state, you, focus)
    return Table(f"{state.game.title} · turn {state.turn}", whose_move(state, you), state.levels, seats,
                 notes=tuple(notes(state, you)), options=options, options_title=title, marks=_marks(state),
                 meta={"game": state.game.name, "phase": state.phase})


def _seat(state, seat: int, you: int | None, hide_points: bool = False) -> Seat:
    """A player's row: fish in front, fish in the barrel, points; hand, face-down pick, cards on the table."""
    mine = seat == you
    hand = sort_hand(state.hands[seat])
    shown = tuple(Card(c, ("card", c)) for c in hand) if mine else tuple(Card() for _ in hand)
    played = _last_turn_marked(state, seat, tuple(Card(c, ("played", seat, c)) for c in state.played[seat]))
    if state.TAKING:  # Fresh Fish (reconstruction): fish are taken out of the barrel
        front, detail = f"caught: {sum(state.caught[seat])} fish", f"{colour(seat)} fish in the barrel: " \
            f"{fish_in(state.levels, seat)}"
    else:
        front, detail = f"in front: {state.supply[seat]} fish", f"in the barrel: {fish_in(state.levels, seat)}"
    return Seat(seat, colour(seat) + (" (you)" if mine else ""), mine, seat in state.current_players(), front,
                detail, "?" if hide_points else str(state.scores()[seat]), shown, played + _pick(state, seat, mine) + _on_table(state, seat))


def _last_turn_marked(state, seat: int, played: tuple[Card, ...]) -> tuple[Card, ...]:
    """While the next cards are chosen, the cards the last reveal added are still outlined (cancelled ones crossed)."""
    last = [e for e in state.table if e[OWNER] == seat] if state.phase in (CHOOSE, OVER) else []
    if not last or len(last) > len(played):
        return played
    marked = tuple(Card(c.code, c.target, True, e[STATUS] == CANCELLED) for c, e in zip(played[-len(last):], last))
    return played[:-len(last)] + marked


def _pick(state, seat: int, mine: bool) -> tuple[Card, ...]:
    """The card chosen face down this turn: a back for the others (yours face up, outlined)."""
    if state.phase != CHOOSE:
        return ()
    return tuple(Card(c, None, True) if mine else Card(note="✓") for c in state.picks[seat])


def _on_table(state, seat: int) -> tuple[Card, ...]:
    """This turn's revealed cards now owned by ``seat`` (after any trade), while the turn is resolved."""
    if state.phase not in (CAT_TURN, PLACE):
        return ()
    return tuple(Card(e[CARD], ("played", seat, e[CARD]), True, e[STATUS] == CANCELLED)
                 for e in state.table if e[OWNER] == seat)


def whose_move(state, you: int | None) -> str:
    """A short line on what happens now."""
    if state.phase == OVER:
        return ending_words(state)
    seats = state.current_players()
    if state.phase == CHOOSE:
        if you in seats:
            return "Choose a card (face down)"
        return f"{len(seats)} choosing a card…" if len(seats) > 1 else f"{colour(seats[0])} choosing a card…"
    who = "You" if seats == (you,) else colour(seats[0])
    if state.phase == CAT_TURN:
        return f"{who}: play your Cat" if who == "You" else f"{who}'s Cat acts…"
    return f"{who}: choose where your fish go" if who == "You" else f"{who} places fish…"


def ending_words(state) -> str:
    """Who won, and with how many points."""
    best = state.winners()
    names = " and ".join(colour(s) for s in best)
    return f"Game over: {names} {'win' if len(best) > 1 else 'wins'} with {state.scores()[best[0]]} points"


# ---- the notes under the barrel ---------------------------------------------------------------------------
def notes(state, you: int | None = None) -> list[str]:
    """The Cat order (while Cats act), who is placing and why, at the end everyone's points, and the last turn."""
    out = []
    if state.phase == CAT_TURN:
        out.append(cat_order_words(state, you))
    if state.phase == PLACE:
        levels = ", ".join(map(str, state.to_place[state.placing]))
        out.append(f"{colour(state.placing)} has {state.supply[state.placing]} fish in front but cards for levels "
                   f"{levels}: they choose where the fish go.")
    if state.phase == OVER:
        out += [words.winner_words(state, you), "Points (fish × level):"] + words.points_table(state, you, True)
    out += last_turn_words(state, you)
    if state.phase == CHOOSE and state.turn == 1:
        verb = "take fish from" if state.TAKING else "place fish on"
        out.append(f"Each player picks a card face down; all are shown at once. Level cards {verb} their level; "
                   "Cats act first.")
    return out


def cat_order_words(state, you: int | None = None) -> str:
    """The Cats still to act, in order, and why each comes before the next (step 1f)."""
    seats = [state.table[i][BY] for i in state.cat_queue]
    if len(seats) == 1:
        whose = "Your" if seats[0] == you else f"{colour(seats[0])}'s"
        return f"{whose} Cat acts: trade it for an opponent's card or cancel one."
    parts = [colour(seats[0])]
    for a, b in zip(seats, seats[1:]):
        parts.append(f"then {colour(b)} ({colour(a)} {_before(state, a, b)})")
    return "Cats act in order: " + ", ".join(parts) + "."


def _before(state, a: int, b: int) -> str:
    """Why seat ``a``'s Cat comes before seat ``b``'s: more fish on the highest level where they differ, or older."""
    if a == b:
        return "plays both Cats"
    ka, kb = standing_key(state.levels, a, state.ages), standing_key(state.levels, b, state.ages)
    for i, (x, y) in enumerate(zip(ka[:LEVELS], kb[:LEVELS])):
        if x != y:
            return f"has more fish on level {LEVELS - i}"
    return "is older"


def last_turn_words(state, you: int | None = None) -> list[str]:
    """What the last reveal did: the cards turned up, then every player's cards and fish, yours first."""
    if not state.table:
        return []
    if state.phase == CAT_TURN:
        return ["This turn:", words.turned_up(state, you)]
    return ["This turn:" if state.phase == PLACE else "Last turn:"] + words.outcomes(state, you)


def _marks(state) -> dict:
    """Last turn's changes on the barrel: "+2" where a seat placed fish, "−1" where it lost them."""
    marks = {}
    if state.TAKING:  # a taken fish may be any colour: the notes say who took what
        return marks
    for seat in range(state.n):
        for level in set(state.gains[seat]) | set(state.removed[seat]):
            net = state.gains[seat].count(level) - state.removed[seat].count(level)
            if net:
                marks[seat, level] = f"+{net}" if net > 0 else f"−{-net}"
    return marks


# ---- the boxes that finish a Cat's move ---------------------------------------------------------------
def _options(state, you: int | None, focus: tuple | None) -> tuple[tuple[Option, ...], str]:
    """With your Cat and an opponent's card picked: trade for it, or cancel it."""
    if state.phase != CAT_TURN or state.current_players() != (you,) or not focus or focus[0] != "played":
        return (), ""
    _, seat, card = focus
    name = f"{colour(seat)}'s {card_name(card)}"
    lost = "a fish from each of levels 1-3" if card.startswith("LOW") else f"a fish from level {card[-1]}"
    return ((Option(TRADE, f"Trade your Cat for {name} (you gain what it earns)"),
             Option(CANCEL, f"Cancel {name} ({colour(seat)} loses {lost})")),
            f"Your Cat and {name}:")
