"""What must always hold in Fish Eat Fish: 35 fish and 11 cards a colour accounted for, stacks of at most five."""
from __future__ import annotations

from .board import CIRCLES
from .cards import CARDS_PER_PLAYER, COLOURS, FISH_SUPPLY, FULL_SET, MAX_STACK
from .moves import CHOICES, Attack, ChooseCard, Place, Swim, attack
from .phases import CHOOSE, MOVE, OVER, PLACE
from .turns import bits


def violations(state) -> list[str]:
    """Every broken invariant of the position, in words (empty when all is well)."""
    return _fish(state) + _stacks(state) + _cards(state) + _turn(state)


def _fish(state) -> list[str]:
    """Each colour's fish are on the board, in a catch, eliminated or in the box, exactly as many as were made;
    only the players' colours (and neutral purple) are ever taken out of the box."""
    on_board = [0] * len(COLOURS)
    for stack in state.stacks:
        for colour in stack:
            on_board[colour] += 1
    seen = on_board
    for counts in state.catch + [state.eliminated, state.box]:
        seen = [a + b for a, b in zip(seen, counts)]
        if min(counts) < 0:
            return ["a negative number of fish"]
    problems = [f"{COLOURS[c]}: {seen[c]} fish, not {FISH_SUPPLY[c]}" for c in range(len(COLOURS))
                if seen[c] != FISH_SUPPLY[c]]
    unused = [c for c in range(state.n, len(COLOURS)) if c != state.neutral]
    return problems + [f"{COLOURS[c]} fish out of the box without a {COLOURS[c]} player" for c in unused
                       if state.box[c] != FISH_SUPPLY[c]]


def _stacks(state) -> list[str]:
    """Stacks are at most five high; the colour on top of each and the colour masks agree with the stacks."""
    problems = [f"a stack of {len(s)}" for s in state.stacks if len(s) > MAX_STACK]
    top = [s[-1] if s else -1 for s in state.stacks]
    masks = [0] * len(COLOURS)
    for c, colour in enumerate(top):
        if colour >= 0:
            masks[colour] |= 1 << c
    if top != state.top or masks != state.masks:
        problems.append("the colours on top of the stacks do not match the stacks")
    return problems


def _cards(state) -> list[str]:
    """Each player's 11 Challenge Cards are in hand, face down in the discards, or chosen for the battle."""
    problems = []
    for s in range(state.n):
        total = [h + d for h, d in zip(state.hand[s], state.discard[s])]
        if state.pending[s] >= 0:
            total[state.pending[s]] += 1
        if tuple(total) != FULL_SET or min(state.hand[s]) < 0 or min(state.discard[s]) < 0:
            problems.append(f"seat {s} does not hold its {CARDS_PER_PLAYER} Challenge Cards")
        if state.masks[s] and not any(state.hand[s]) and state.pending[s] < 0:
            problems.append(f"seat {s} has fish on the board but no Challenge Card")
    return problems


def _turn(state) -> list[str]:
    """The phase, the seat to move, the Starfish and a battle's line agree with the board."""
    alive = [s for s in range(state.n) if state.masks[s]]
    if state.phase == PLACE:
        return [] if sum(map(len, state.stacks)) == state.placed else ["fish placed miscounted"]
    if state.phase == OVER:
        return [] if len(alive) == 0 else ["the game is over with fish still under a player's colour"]
    problems = [] if len(alive) >= 2 else ["the game goes on with fewer than two players on the board"]
    if state.phase == MOVE and (state.to_move != state.starfish or not state.masks[state.to_move]):
        problems.append("the player to move does not hold the Starfish or has no fish")
    if state.phase == CHOOSE:
        (a, d), (landing, target) = state.duel, state.line
        if (state.top[landing], state.top[target]) != (a, d) or not state.board.is_adjacent(landing, target):
            problems.append("the Starfish does not lie between the two fish in battle")
    return problems


def candidates(state) -> list:
    """Every move of the right shape for the fish of the seat to move (plus one rival and one empty circle),
    legal or not: a superset of the legal moves."""
    moves: list = [Place(c) for c in range(-1, CIRCLES + 1)] + list(CHOICES) + [ChooseCard("X")]
    seat = state.to_move if state.to_move >= 0 else 0
    others = bits(state.occupied() & ~state.masks[seat])[:1] + bits(state.empty_mask())[:1]
    for f in bits(state.masks[seat]) + others:
        moves += _shapes_from(state.board, f)
    return moves


def _shapes_from(board, f: int) -> list:
    """Swims and attacks from circle ``f``: along every line, plus one off-line and one off-board of each."""
    line = list(board.between[f])
    off_line = next(c for c in range(CIRCLES) if c != f and c not in board.between[f])
    moves: list = [Swim(f, to) for to in line + [f, off_line, -1]]
    for landing in [f] + line + [off_line]:
        far = next(c for c in range(CIRCLES) if c != landing and not board.neighbour_mask[landing] >> c & 1)
        moves += [attack(f, landing, t) for t in board.neighbours[landing] + (far,)]
    return moves + [Attack(f, f, -1), Attack(f, -1, 0)]
