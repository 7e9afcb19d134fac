"""Fish Frenzy in words: moves as a learner reads them, the table as text, what a seat may see."""
from __future__ import annotations

from .cards import CARDS_PER_DEAL, EVENTS, FISH_COLOURS, GOALS, KIND_FISH, card_code, card_name
from .moves import Collect, DealCard, Eat, PlaceSeagull, RevealEvent, RevealGoal
from .phases import DISCARD, PHASE_NAMES


def describe(state, move, seat: int) -> str:
    """The move in words, naming players, boats and cards as they stand before it is made."""
    kind = type(move)
    if kind is DealCard:
        return _describe_deal(state, move)
    if kind is RevealGoal:
        return f"Goal card revealed: {GOALS[move.goal]['name']}"
    if kind is RevealEvent:
        return f"Event card revealed: {EVENTS[move.event]['name']}"
    who = state.seat_name(seat)
    if kind is PlaceSeagull:
        return _describe_place(state, move, seat, who)
    cards = state.boats[move.boat] if 0 <= move.boat < state.n else []
    if kind is Collect:
        listed = ", ".join(card_name(k) for k in cards) or "nothing"
        return f"{who} collects boat {move.boat + 1}: {listed}"
    if kind is Eat and cards:
        gain = min(KIND_FISH[cards[-1]] + state.extras[move.boat], state.supply[seat])
        return f"{who} eats the {card_name(cards[-1])} on boat {move.boat + 1} and takes {gain} little fish"
    return f"{who}: {move}"


def _describe_deal(state, move) -> str:
    if state.phase == DISCARD:
        return f"Setup: {card_name(move.kind)} goes face up to the discard pile"
    return f"Deal: {card_name(move.kind)} to boat {state.deal_slot // CARDS_PER_DEAL + 1}"


def _describe_place(state, move, seat: int, who: str) -> str:
    b = move.boat
    occupant = state.resident[b] if 0 <= b < state.n else -1
    verb = "flies to" if state.challenged == seat else "lands on"
    if occupant < 0 or occupant == seat:
        return f"{who} {verb} boat {b + 1}"
    back = " back" if state.perch[seat] == b else ""
    earlier = state.stake[b][seat]
    total = f" ({earlier + move.tokens} there in all)" if earlier else ""
    return (f"Fish Frenzy! {who} challenges {state.seat_name(occupant)}{back} on boat {b + 1}, "
            f"playing {move.tokens} little fish{total}")


def observation(state, seat: int) -> dict:
    """Everything on the table (cards, seagulls, little fish, scores); not the deck's order."""
    return {
        "seat": seat, "players": state.n, "phase": PHASE_NAMES[state.phase], "round": state.round,
        "to_move": list(state.current_players()), "boat_token": state.boat_token,
        "boats": [[card_code(k) for k in b] for b in state.boats], "boat_extras": list(state.extras),
        "seagulls": list(state.perch), "challenged": state.challenged,
        "stakes": [row[:] for row in state.stake], "hand": state.hand[:], "supply": state.supply[:],
        "collected": [{card_code(k): c for k, c in enumerate(row) if c} for row in state.collected],
        "discard": [card_code(k) for k in state.discard], "deck_size": len(state.deck),
        "goal": GOALS[state.goal]["name"] if state.goal >= 0 else None,
        "event": EVENTS[state.event]["name"] if state.event >= 0 else None,
        "scores": list(state.scores()), "challenge_cost": state.challenge_cost,
    }


def table(state) -> str:
    """The table as a few lines of text."""
    lines = [f"Fish Frenzy, round {state.round}, {PHASE_NAMES[state.phase]}; deck {len(state.deck)}; "
             f"Boat Token: {state.seat_name(state.boat_token)}"]
    for b, cards in enumerate(state.boats):
        gull = state.seat_name(state.resident[b]) if state.resident[b] >= 0 else "-"
        lines.append(f"  boat {b + 1} (+{state.extras[b]}): {' '.join(card_code(k) for k in cards) or '(empty)'}"
                     f"  seagull: {gull}")
    scores = state.scores()
    for s in range(state.n):
        held = " ".join(f"{card_code(k)}x{c}" for k, c in enumerate(state.collected[s]) if c)
        lines.append(f"  {state.seat_name(s)}: {state.hand[s]} little fish, supply {state.supply[s]}, "
                     f"{scores[s]} points; cards {held or '-'}")
    return "\n".join(lines)


def summarize_deals(state, lines: list[str]) -> list[str]:
    """Deal lines become one ("Round 2: 8 new cards, two under each boat"); others stay."""
    deals = [line for line in lines if line.startswith("Deal:")]
    kept = [line for line in lines if not line.startswith("Deal:")]
    if deals:
        kept.append(f"Round {state.round}: {len(deals)} new cards dealt, "
                    f"{CARDS_PER_DEAL} under each boat, added on the right")
    return kept


# What a Goal or Event card measures, in a few words ("most ___" / "per ___").
_MEASURES = {
    "three_fish_cards": "cards showing 3 little fish", "one_fish_cards": "cards showing 1 little fish",
    "little_fish_tokens": "little fish tokens", "fish_cards": "Fish cards", "colours": "fish colours",
    "crab_cards": "crabs", "rainbow_sets": "set of all 7 fish colours", "no_crabs": "crab-free catch",
    "colours_with_four": "colour held 4 times or more",
}


def goal_effect(goal: dict) -> str:
    """A Goal card's effect in one short line, from its data."""
    return f"{goal['points']} points for the {goal['best']} {_MEASURES[goal['metric']]}; ties all score"


def event_effect(event: dict) -> str:
    """An Event card's effect in one short line, from its data."""
    per = event["per"]
    measure = _MEASURES[event["metric"]]
    if event["metric"] == "no_crabs":
        return f"Every player with no crab scores {event['points']}"
    if event["metric"] == "rainbow_sets":
        measure = f"set of all {len(FISH_COLOURS)} fish colours"
    each = f"per {per} {measure}" if per > 1 else f"per {measure}"
    return f"Every player scores {event['points']} {each}"
