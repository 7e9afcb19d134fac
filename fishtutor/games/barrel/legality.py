"""Which moves a barrel game allows (``legal_moves``, the one place that decides): a card chosen from your hand,
a Cat acting on an opponent's card in play, a fish placed on a level your cards allow; ``explain`` names the
rule a refused move breaks and says why."""
from __future__ import annotations

from fishtutor.core.protocol import ALLOWED, refuse
from fishtutor.games.fishy.cards import CAT, CARDS, card_name, sort_hand

from .moves import BOTH_CATS, CANCELS, PASS, PICKS, PLACES, TRADES, Pass, Pick, Place
from .phases import CAT_TURN, CHOOSE, PHASE_NAMES, PLACE
from .resolve import CARD, IN_PLAY, OWNER, STATUS, target

_PICK_SETS: tuple[dict, dict] = ({}, {})  # a hand's Pick moves, shared; [0] one card a turn, [1] both Cats allowed


def legal_moves(state, seat: int) -> tuple:
    """Choosing: a card of your hand (both Cats where allowed); Cats: trade, cancel or pass; placing: a level."""
    if state.phase == CHOOSE:
        hand = tuple(state.hands[seat])
        known = _PICK_SETS[state.DOUBLE_CATS]
        moves = known.get(hand)
        if moves is None:
            moves = tuple(PICKS[c] for c in sort_hand(set(hand)))
            moves = known[hand] = moves + (BOTH_CATS,) if state.DOUBLE_CATS and hand.count(CAT) >= 2 else moves
        return moves
    if state.phase == CAT_TURN:
        seen = sorted({(e[OWNER], e[CARD]) for e in state.table
                       if e[OWNER] != seat and e[STATUS] == IN_PLAY and e[CARD] != CAT})
        return tuple([TRADES[t] for t in seen]) + tuple([CANCELS[t] for t in seen]) + (PASS,)
    return tuple(PLACES[n] for n in sorted(set(state.to_place[seat])))


def explain(state, move, seat: int):
    """The rule a refused move of the right kind (a pick, a fish placed, or a Cat's action) breaks, and why;
    ALLOWED if no rule is found."""
    kind = type(move)
    if kind is Pick:
        return explain_pick(state, move, seat)
    if kind is Place:
        return explain_place(state, move, seat)
    return explain_cat(state, move, seat)


def explain_pick(state, move: Pick, seat: int):
    """Step 1: each player picks one card from their hand, face down (both Cats only where allowed)."""
    if state.phase != CHOOSE:
        return refuse(phase_rule(state), f"Cards are not being chosen now: it is time for {PHASE_NAMES[state.phase]}.")
    if move.card not in CARDS:
        return refuse(state.TURN_RULE, f"{move.card!r} is not a card: the cards are {', '.join(CARDS)}.")
    if move.card not in state.HAND:
        return refuse(state.TURN_RULE, f"This {state.game.title} is played without {card_name(move.card)} cards.",
                      edition=state.EDITION_HAND)
    if move.card not in state.hands[seat]:
        return refuse(state.TURN_RULE, f"{state.seat_name(seat)} has no {card_name(move.card)} card in hand.")
    if move.both and not state.DOUBLE_CATS:
        return refuse(state.TURN_RULE, "Only one card is played each turn in this game.")
    if move.both and (move.card != CAT or state.hands[seat].count(CAT) < 2):
        return refuse(state.RULINGS_RULE, "Playing two cards at once is only for two Cat cards in your hand.",
                      edition=state.EDITION_CAT_TARGETS)
    return ALLOWED


def explain_cat(state, move, seat: int):
    """Step 1e: the Cat's player trades for or cancels an opponent's card in play, or lets the Cat pass."""
    if state.phase != CAT_TURN:
        return refuse(state.CAT_RULE, "No Cat is waiting to act now.")
    if type(move) is Pass:
        return ALLOWED if move.card == CAT else refuse(state.CAT_RULE, "Only a Cat card can be let go unused.")
    if not 0 <= move.seat < state.n:
        return refuse(state.CAT_RULE, f"There is no seat {move.seat}: the seats are 0 to {state.n - 1}.")
    if move.seat == seat:
        return refuse(state.CAT_RULE, "A Cat acts on an opponent's card, not on your own.")
    if move.card == CAT:
        return refuse(state.CAT_RULE, "A Cat can only take or cancel a Level or Lowest card, not another Cat.",
                      edition=state.EDITION_CAT_TARGETS)
    if target(state.table, move.seat, move.card) < 0:
        return refuse(state.CAT_RULE, f"{state.seat_name(move.seat)} has no {card_name(move.card)} card in play "
                                      "this turn.", edition=state.EDITION_CANCELLED)
    return ALLOWED


def explain_place(state, move: Place, seat: int):
    """With too few fish for the card, the player picks the levels, one fish at a time, from the card's levels."""
    if state.phase != PLACE:
        return refuse(state.PLACE_RULE, "Nobody is choosing where to place fish now.")
    if move.level not in state.to_place[seat]:
        left = ", ".join(map(str, sorted(set(state.to_place[seat]))))
        return refuse(state.PLACE_RULE, f"Level {move.level} is not one of the levels your cards allow ({left}).")
    return ALLOWED


def phase_rule(state) -> str:
    """The rule of the part of the turn under way (what a card chosen at the wrong time is refused by)."""
    return state.CAT_RULE if state.phase == CAT_TURN else state.PLACE_RULE if state.phase == PLACE else state.END_RULE
