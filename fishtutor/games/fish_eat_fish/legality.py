"""Why a Fish Eat Fish move is refused: the move generator (``turns``) decides; one small predicate per rule
finds the rule a refused move breaks and says why in one sentence."""
from __future__ import annotations

from fishtutor.core.protocol import ALLOWED, Verdict, refuse

from . import turns, words
from .board import CIRCLES, circle_name
from .cards import CARD_CODES, CARD_NAMES, COLOURS, KIND_OF_CODE
from .moves import Attack, ChooseCard, Place, Swim
from .phases import CHOOSE, MOVE, PLACE
from .rules import rid


def explain(state, move, seat: int) -> Verdict:
    """The rule ``move`` by ``seat`` (a seat due to act) breaks, and why; ALLOWED if no rule is found."""
    explainer = _EXPLAINERS.get(type(move))
    if explainer is None:
        return refuse(rid("taking_turns"), "That is not a Fish Eat Fish move: place a fish, swim, attack "
                                           "or choose a Challenge Card.")
    verdict = _right_phase(state, type(move))
    return verdict if not verdict.ok else explainer(state, move, seat)


def _right_phase(state, kind) -> Verdict:
    """First every fish is placed; then each turn is an attack or a swim; a battle waits for both cards."""
    phase = state.phase
    if (phase == PLACE and kind is Place) or (phase == MOVE and kind in (Attack, Swim)) or \
            (phase == CHOOSE and kind is ChooseCard):
        return ALLOWED
    if phase == PLACE:
        return refuse(rid("placing_the_fish"), "The fish are still being placed: every player places five fish "
                                               "before any fish moves.")
    if phase == CHOOSE:
        waiting = " and ".join(state.seat_name(s) for s in state.current_players())
        return refuse(rid("attacking"), f"A battle is on: {waiting} must choose a Challenge Card before "
                                        "anything else happens.")
    if kind is Place:
        return refuse(rid("placing_the_fish"), "All the fish are placed: now each turn is an attack or a swim.")
    return refuse(rid("attacking"), "Challenge Cards are played only in a battle, when a fish attacks an "
                                    "opponent's fish.")


def _is_circle(c) -> bool:
    """The board has 25 circles, A1 to E5."""
    return type(c) is int and 0 <= c < CIRCLES


def _no_circle(rule: str, c) -> Verdict:
    """The refusal for a circle that is not on the board."""
    return refuse(rid(rule), f"There is no circle {c!r}: the 25 circles are A1 to E5.")


# ---- Placing the Fish ----------------------------------------------------------------------------
def _explain_place(state, move: Place, seat: int) -> Verdict:
    """Placing the Fish: one of your fish on an empty circle, away from your own colour if possible."""
    c = move.circle
    if not _is_circle(c):
        return _no_circle("placing_the_fish", c)
    if state.top[c] >= 0:
        return refuse(rid("placing_the_fish"), f"{circle_name(c)} already has a fish on it: place your fish on "
                                               "an empty circle.")
    return _keeps_colours_apart(state, c, seat)


def _keeps_colours_apart(state, c: int, seat: int) -> Verdict:
    """No two fish of the same colour may be placed next to each other, unless there is no alternative: an empty
    circle the generator refused touches your colour, and the refusal names the first circle it does offer."""
    own = next((x for x in state.board.neighbours[c] if state.top[x] == seat), -1)
    offered = state.legal_moves(seat)  # the placements the generator offers
    if own < 0 or not offered:
        return ALLOWED
    other = circle_name(offered[0].circle)
    return refuse(rid("placing_the_fish"), f"{circle_name(c)} is next to your {COLOURS[seat].lower()} fish on "
                                           f"{circle_name(own)}: fish of the same colour may touch only when "
                                           f"there is no alternative, and {other} is still free.",
                  edition="placement_alternative")


# ---- Moving a Fish -----------------------------------------------------------------------------
def _own_fish(state, f, seat: int) -> Verdict:
    """A player may only move his or her own fish: a single fish of their colour, or a stack with it on top."""
    if not _is_circle(f):
        return _no_circle("moving_a_fish", f)
    owner = state.top[f]
    if owner < 0:
        return refuse(rid("moving_a_fish"), f"There is no fish on {circle_name(f)} to move.")
    if owner != seat:
        colour = COLOURS[seat].lower()
        return refuse(rid("moving_a_fish"), f"{words.capital(words.stack_words(state, f))} is not yours: you may only move "
                                            f"your own fish, a {colour} fish or a stack with {colour} on top.")
    return ALLOWED


def _straight_swim(state, f: int, to) -> Verdict:
    """A fish moves along one straight line, stopping on an empty circle, never jumping over another fish."""
    if not _is_circle(to):
        return _no_circle("moving_a_fish", to)
    a, b = circle_name(f), circle_name(to)
    if to == f:
        return refuse(rid("moving_a_fish"), f"A fish that swims must leave its circle: {a} to {b} goes nowhere.")
    passed = state.board.between[f].get(to)
    if passed is None:
        return refuse(rid("moving_a_fish"), f"{b} is not on a straight line from {a}: a fish swims along one "
                                            "line without turning left or right.", edition="board_lines")
    if state.top[to] >= 0:
        return refuse(rid("moving_a_fish"), f"{b} is not empty: a fish stops only on an empty circle.")
    blocking = passed & state.occupied()
    if blocking:
        return refuse(rid("moving_a_fish"), f"The fish on {circle_name(turns.bits(blocking)[0])} is in the way: "
                                            "a fish may not jump over another fish.")
    return ALLOWED


def _explain_swim(state, move: Swim, seat: int) -> Verdict:
    """A plain swim: your own fish, a straight line, only when no attack is possible, and one that invites an
    attack when some swim does."""
    verdict = _own_fish(state, move.fish, seat)
    if verdict.ok:
        verdict = _straight_swim(state, move.fish, move.to)
    if verdict.ok:
        verdict = _no_attack_possible(state, move.fish)
    return verdict if not verdict.ok else _swim_invites_attack(state, move, seat)


# ---- Choosing a Fish to Attack ---------------------------------------------------------------------
def _no_attack_possible(state, fish: int = -1) -> Verdict:
    """If possible, a player must attack (swimming first, if need be) rather than just swim: the generator's
    attacks decide; the refusal names what ``fish`` (the one that tried to swim) can attack, or else another
    fish's attacks."""
    attacks = turns.options(state).attacks
    if attacks:
        own = [m for m in attacks if m.fish == fish] or [m for m in attacks if m.fish == attacks[0].fish]
        return refuse(rid("choosing_a_fish_to_attack"), f"You must attack: {words.attacks_words(state, own)}.")
    return ALLOWED


def _swim_invites_attack(state, move: Swim, seat: int) -> Verdict:
    """With no attack possible, a fish must swim where another player could move next to it and attack it: a
    straight swim the generator refused is one nobody could reach, and the refusal names a swim it offers."""
    swims = turns.options(state).swims
    if not swims:
        return ALLOWED
    return refuse(rid("choosing_a_fish_to_attack"),
                  f"With no attack possible, your fish must swim where another player could reach it and attack "
                  f"it: nobody could on {circle_name(move.to)}, but someone could on {circle_name(swims[0].to)}.",
                  edition="swim_fallback")


def _target_is_adjacent(state, landing: int, target) -> Verdict:
    """A fish may only attack a fish on an adjacent circle: one joined to its own by a single line."""
    if not _is_circle(target):
        return _no_circle("choosing_a_fish_to_attack", target)
    if not state.board.neighbour_mask[landing] >> target & 1:
        return refuse(rid("definitions"), f"{circle_name(target)} is not adjacent to {circle_name(landing)}: a "
                                          "fish attacks only a fish on a circle joined to its own by a single line.",
                      edition="board_lines")
    return ALLOWED


def _target_is_a_fish(state, f: int, landing: int, target: int) -> Verdict:
    """An attack needs a fish to attack: an opponent's, a neutral one, or one of your own colour."""
    if target == f and landing != f:
        return refuse(rid("choosing_a_fish_to_attack"), f"Your fish has just left {circle_name(f)}, so there is "
                                                        "nothing there to attack.")
    if state.top[target] < 0:
        return refuse(rid("choosing_a_fish_to_attack"), f"There is no fish on {circle_name(target)} to attack.")
    return ALLOWED


def _explain_attack(state, move: Attack, seat: int) -> Verdict:
    """An attack: your own fish, an optional straight swim to an empty circle, an adjacent fish to attack."""
    f, landing = move.fish, move.landing
    verdict = _own_fish(state, f, seat)
    if verdict.ok and landing != f:
        verdict = _straight_swim(state, f, landing)
    if verdict.ok:
        verdict = _target_is_adjacent(state, landing, move.target)
    return verdict if not verdict.ok else _target_is_a_fish(state, f, landing, move.target)


# ---- Attacking a Fish ------------------------------------------------------------------------------
def _explain_choose(state, move: ChooseCard, seat: int) -> Verdict:
    """Each player in a battle plays one Challenge Card still in his or her hand."""
    k = KIND_OF_CODE.get(move.card) if isinstance(move.card, str) else None
    if k is None:
        return refuse(rid("attacking"), f"{move.card!r} is not a Challenge Card: choose S (Shark), O (Octopus) "
                                        f"or a Fish card {', '.join(CARD_CODES[2:])}.")
    if not state.hand[seat][k]:
        return refuse(rid("attacking"), f"You have no {CARD_NAMES[k]} card left: Challenge Cards once played "
                                        "are discarded for the rest of the game.")
    return ALLOWED


_EXPLAINERS = {Place: _explain_place, Swim: _explain_swim, Attack: _explain_attack, ChooseCard: _explain_choose}
