"""Set up any Fish Eat Fish position by hand (for lessons and tests), checked for consistency."""
from __future__ import annotations

from .board import DEFAULT_BOARD, circle_name, parse_circle
from .cards import (CARD_CODES, COLOURS, FISH_PER_PLAYER, FISH_SUPPLY, FULL_SET, KIND_OF_CODE, MAX_STACK,
                    parse_cards, parse_fish)
from .invariants import violations
from .phases import CHOOSE, MOVE, OVER, PLACE
from .state import FishEatFishState, add_fish
from .game import GAME  # noqa: F401  (a position built here is one of GAME's: importing it ties the state to its game)

PHASES = {"place": PLACE, "move": MOVE, "choose": CHOOSE, "over": OVER}


def from_position(players: int, stacks: dict[str, str], *, hands: list[str] | None = None,
                  catches: list[str] | None = None, eliminated: str = "", phase: str = "move",
                  starfish: int = 0, attack: tuple[str, str] | None = None,
                  pending: dict[int, str] | None = None, diagonals: str = DEFAULT_BOARD,
                  seed: int = 0) -> FishEatFishState:
    """A position with the given stacks ({"C3": "PPR"}: colour letters B G R Y P, bottom to top), Challenge
    Cards in each hand ("S O F3 ..."; the rest are discarded), catches and eliminated fish (colour letters);
    fish found nowhere else are out of play in the box. The Starfish holder is the player to move (in the
    "place" phase: the first to place); ``attack`` = (landing, target) and ``pending`` = {seat: card} set up
    a battle in the "choose" phase."""
    if not 2 <= players <= len(COLOURS) or phase not in PHASES or not -1 <= starfish < players:
        raise ValueError(f"Use 2-{len(COLOURS)} players, a phase from {', '.join(PHASES)}, and a Starfish seat.")
    s = FishEatFishState._blank(players, diagonals)
    s.seed, s.starfish, s.phase = seed, starfish, PHASES[phase]
    for name, letters in stacks.items():
        _set_stack(s, parse_circle(name), parse_fish(letters))
    _set_fish_elsewhere(s, catches or [""] * players, eliminated)
    _set_cards(s, hands, pending or {})
    _set_turn(s, attack)
    s._now = s._whose_turn()
    problems = violations(s)
    if problems:
        raise ValueError(f"Not a consistent position: {'; '.join(problems)}.")
    s.origin = s.snapshot()
    return s


def _set_stack(s: FishEatFishState, c: int, stack: tuple) -> None:
    """At most five fish a stack, only in the colours of this game's players (and neutral purple)."""
    if len(stack) > MAX_STACK:
        raise ValueError(f"The stack on {circle_name(c)} has {len(stack)} fish: at most {MAX_STACK}.")
    for colour in stack:
        if colour >= s.n and colour != s.neutral:
            raise ValueError(f"{COLOURS[colour]} is not a colour in a {s.n}-player game.")
    s._put(c, stack)


def _set_fish_elsewhere(s: FishEatFishState, catches: list[str], eliminated: str) -> None:
    """Catches and eliminated fish; every fish not accounted for stays in the box."""
    if len(catches) != s.n:
        raise ValueError(f"{s.n} players have {s.n} catches, not {len(catches)}.")
    s.catch = [add_fish((0,) * len(COLOURS), parse_fish(c)) for c in catches]
    s.eliminated = add_fish((0,) * len(COLOURS), parse_fish(eliminated))
    used = add_fish(s.eliminated, [c for stack in s.stacks for c in stack])
    for row in s.catch:
        used = tuple(a + b for a, b in zip(used, row))
    s.box = tuple(total - u for total, u in zip(FISH_SUPPLY, used))
    for colour, left in enumerate(s.box):
        if left < 0:
            raise ValueError(f"There are only {FISH_SUPPLY[colour]} {COLOURS[colour].lower()} fish.")


def _set_cards(s: FishEatFishState, hands: list[str] | None, pending: dict[int, str]) -> None:
    """Each player's eleven Challenge Cards: the hand, a card chosen for a battle, the rest discarded."""
    hands = hands if hands is not None else [None] * s.n
    for seat in range(s.n):
        hand = FULL_SET if hands[seat] is None else parse_cards(hands[seat])
        held = list(hand)
        if seat in pending:
            s.pending[seat] = KIND_OF_CODE[pending[seat].upper()]
            held[s.pending[seat]] += 1
        discard = tuple(f - h for f, h in zip(FULL_SET, held))
        if min(discard) < 0:
            raise ValueError(f"{COLOURS[seat]} holds more cards of a kind than a set has "
                             f"({' '.join(CARD_CODES)}: {' '.join(map(str, FULL_SET))}).")
        s.hand[seat], s.discard[seat] = tuple(hand), discard
        if s.masks[seat] and not any(held):
            raise ValueError(f"{COLOURS[seat]} has fish on the board but no Challenge Card.")


def _set_turn(s: FishEatFishState, attack: tuple[str, str] | None) -> None:
    """Whose turn it is, checked against the phase: placements so far, the Starfish, a battle on a line."""
    alive = [seat for seat in range(s.n) if s.masks[seat]]
    if s.phase != CHOOSE and max(s.pending) >= 0:
        raise ValueError("Challenge Cards are chosen only during a battle (phase 'choose').")
    if s.phase == PLACE:
        _check_placements(s)
    elif s.phase == OVER:
        if alive:
            raise ValueError("At the end of the game no stack has a player's colour on top.")
        s.placed, s.to_move = FISH_PER_PLAYER * s.n, -1
    else:
        if len(alive) < 2 or not s.masks[s.starfish]:
            raise ValueError("Play goes on only while two players have fish, the Starfish holder among them.")
        s.placed, s.to_move = FISH_PER_PLAYER * s.n, s.starfish
        if s.phase == CHOOSE:
            _set_battle(s, attack)


def _check_placements(s: FishEatFishState) -> None:
    """During placement, single fish only, placed in turn from the Starfish holder."""
    s.placed = sum(len(stack) for stack in s.stacks)
    for seat in range(s.n):
        due = sum(1 for i in range(s.placed) if (s.starfish + i) % s.n == seat)
        if bin(s.masks[seat]).count("1") != due or due > FISH_PER_PLAYER:
            raise ValueError(f"After {s.placed} placements {COLOURS[seat]} has placed {due} fish.")
    if s.placed != sum(bin(m).count("1") for m in s.masks[:s.n]):
        raise ValueError("Only the players' own fish are placed, one at a time.")
    s.to_move = (s.starfish + s.placed) % s.n


def _set_battle(s: FishEatFishState, attack: tuple[str, str] | None) -> None:
    """A battle lies between the attacker's fish and an adjacent opponent's fish."""
    if attack is None:
        raise ValueError("A position in the 'choose' phase needs attack=(landing, target).")
    landing, target = (parse_circle(c) for c in attack)
    duel = (s.top[landing], s.top[target])
    if duel[0] != s.starfish or not 0 <= duel[1] < s.n or duel[1] == duel[0] or \
            not s.board.is_adjacent(landing, target):
        raise ValueError("The Starfish holder's fish must attack an adjacent opponent's fish.")
    s.line, s.duel = (landing, target), duel
    for seat, k in enumerate(s.pending):
        if k >= 0 and seat not in duel:
            raise ValueError(f"{COLOURS[seat]} is not in the battle and cannot have chosen a card.")
