"""Fish Eat Fish in words: moves as a learner reads them, and the board as text."""
from __future__ import annotations

from .board import CIRCLES, COLUMNS, SIDE, circle_name
from .cards import (ATTACKER_WINS, BOTH_ELIMINATED, CARD_NAMES, COLOURS, DEFENDER_WINS, FISH_PER_PLAYER, KIND_OF_CODE,
                    KIND_VALUE, battle_outcome, fish_letters, is_fish_card)
from .moves import Attack, ChooseCard, Place, Swim
from .phases import OVER, PHASE_NAMES
from .scoring import scores, tie_break


def capital(text: str) -> str:
    """The text with its first letter in upper case (for the start of a sentence)."""
    return text[:1].upper() + text[1:]


def _piece(height: int) -> str:
    """A single fish or a stack, as the rulebook says it."""
    return "fish" if height == 1 else f"stack of {height}"


def stack_words(state, c: int, seat: int = -1) -> str:
    """A stack as it reads for ``seat``: "Blue's stack of 2 on C4", "your own red fish on D4", "the neutral fish on C2"."""
    stack = state.stacks[c] if 0 <= c < CIRCLES else ()
    if not stack:
        return f"the empty circle {circle_name(c)}"
    owner, piece, where = stack[-1], _piece(len(stack)), circle_name(c)
    if owner == state.neutral:
        return f"the neutral {COLOURS[owner].lower()} {piece} on {where}"
    if owner == seat:
        return f"your own {COLOURS[owner].lower()} {piece} on {where}"
    return f"{COLOURS[owner]}'s {piece} on {where}"


def attack_words(state, move: Attack) -> str:
    """An attack open to the player to move: "your red fish on C3 can attack the neutral purple fish on C4"."""
    f, seat = move.fish, state.top[move.fish]
    mover = f"your {COLOURS[seat].lower()} {_piece(len(state.stacks[f]))} on {circle_name(f)}"
    swim = f" swim to {circle_name(move.landing)} and" if move.landing != f else ""
    return f"{mover} can{swim} attack {stack_words(state, move.target, seat)}"


def attacks_words(state, attacks: list) -> str:
    """The attacks open to one fish: "your blue fish on B1 can swim to C1 or D1 and attack Green's fish on D2",
    "your blue stack of 4 on B2 can attack Green's fish on A1 or the neutral purple fish on B3"."""
    targets = list(dict.fromkeys(m.target for m in attacks))
    if len(targets) == 1:
        direct = [m for m in attacks if m.landing == m.fish]
        if direct or len(attacks) == 1:
            return attack_words(state, (direct or attacks)[0])
        spots = [circle_name(m.landing) for m in attacks]
        return attack_words(state, attacks[0]).replace(f"swim to {spots[0]}", f"swim to {_either(spots)}", 1)
    f, seat = attacks[0].fish, state.top[attacks[0].fish]
    mover = f"your {COLOURS[seat].lower()} {_piece(len(state.stacks[f]))} on {circle_name(f)}"
    return f"{mover} can attack {_either([stack_words(state, t, seat) for t in targets])}"


def _either(items: list[str]) -> str:
    """"A", "A or B", "A, B or C"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} or {items[-1]}"


def _on_board(c) -> bool:
    """A circle index on the board."""
    return type(c) is int and 0 <= c < CIRCLES


def _last_placed(state) -> str:
    """After the last fish is placed: the empty circles filled with neutral purple fish, and who starts."""
    if state.placed + 1 < FISH_PER_PLAYER * state.n:
        return ""
    empty = state.empty_mask().bit_count() - 1  # the circle just taken is still empty
    filled = f"; neutral purple fish fill the {empty} empty circles" if state.neutral >= 0 and empty > 0 else ""
    return f"{filled}. Every fish is placed: {state.seat_name(state.starfish)}, holding the Starfish, starts"


def describe(state, move, seat: int, viewer: int | None = None) -> str:
    """The move in words, naming players, circles and stacks as they stand before it is made; a Challenge Card
    chosen face down is named only to ``viewer`` if they chose it."""
    who, kind = state.seat_name(seat), type(move)
    if kind is Place and _on_board(move.circle):
        return f"{who} places a fish on {circle_name(move.circle)}{_last_placed(state)}"
    if kind is Swim and _on_board(move.fish) and _on_board(move.to) and state.stacks[move.fish]:
        piece = _piece(len(state.stacks[move.fish]))
        return f"{who}'s {piece} on {circle_name(move.fish)} swims to {circle_name(move.to)}"
    if kind is Attack and all(map(_on_board, (move.fish, move.landing, move.target))) and state.stacks[move.fish]:
        return _describe_attack(state, move, who)
    if kind is ChooseCard and isinstance(move.card, str) and move.card in KIND_OF_CODE and state.duel:
        return _describe_choice(state, move, seat, who, viewer == seat)
    return f"{who}: {move}"


def _describe_attack(state, move: Attack, who: str) -> str:
    """An attack in words, with what happens next: a battle, or the target eaten at once."""
    f, landing, target = move.fish, move.landing, move.target
    swim = f" swims to {circle_name(landing)} and" if landing != f else ""
    aimed, owner = stack_words(state, target), state.top[target]
    if state.stacks[target] and owner == state.top[f]:
        aimed = f"{who}'s own {_piece(len(state.stacks[target]))} on {circle_name(target)}"
    battle = owner >= 0 and owner not in (state.top[f], state.neutral)
    then = (f" (a battle: {who} and {state.seat_name(owner)} each choose a Challenge Card)" if battle
            else " (no battle: it goes on top)")
    return f"{who}'s {_piece(len(state.stacks[f]))} on {circle_name(f)}{swim} attacks {aimed}{then}"


def _describe_choice(state, move: ChooseCard, seat: int, who: str, own: bool = False) -> str:
    """A card chosen face down (named to its own player); the second choice turns both cards up and settles
    the battle."""
    attacker, defender = state.duel
    other = defender if seat == attacker else attacker
    if state.pending[other] < 0:
        if own:
            return f"{who} chooses the {CARD_NAMES[KIND_OF_CODE[move.card]]} card face down"
        return f"{who} chooses a Challenge Card face down"
    mine = KIND_OF_CODE[move.card]
    ka, kd = (mine, state.pending[other]) if seat == attacker else (state.pending[other], mine)
    landing, target = state.line
    heights = (len(state.stacks[landing]), len(state.stacks[target]))
    battle = (attacker, ka, defender, kd, battle_outcome(ka, kd, *heights))
    text = f"{who} chooses a Challenge Card face down; cards up: {battle_words(state, battle, heights)}"
    spent = [s for s in (attacker, defender) if sum(state.hand[s]) == (1 if s == seat else 0)]
    for s in spent:
        text += f"; {state.seat_name(s)} has no Challenge Card left and takes every stack under their colour " \
                "into their catch"
    return text


def battle_words(state, battle: tuple, heights: tuple[int, int] | None = None) -> str:
    """A resolved battle in words: the two cards (with the Fish totals when the heights are known) and the result."""
    attacker, ka, defender, kd, outcome = battle
    a, d = state.seat_name(attacker), state.seat_name(defender)
    cards = f"{a} played the {CARD_NAMES[ka]} card, {d} the {CARD_NAMES[kd]} card"
    if heights and is_fish_card(ka) and is_fish_card(kd):
        cards += f" ({_total(ka, heights[0])} against {_total(kd, heights[1])})"
    if outcome == ATTACKER_WINS:
        return f"{cards}: {a} wins and goes on top of {d}'s fish"
    if outcome == DEFENDER_WINS:
        return f"{cards}: {d} wins and goes on top of {a}'s fish"
    if outcome == BOTH_ELIMINATED:
        return f"{cards}: a tie, both stacks are eliminated from the game"
    return f"{cards}: the Octopus nullifies the attack"


def _total(card: int, height: int) -> str:
    """A Fish card's number plus the stack height ("3 + 2 = 5")."""
    return f"{KIND_VALUE[card]} + {height} = {KIND_VALUE[card] + height}"


# ---- the board as text ------------------------------------------------------------------------------
_CELL = 8  # characters per column: up to five fish letters, then the line to the next circle


def _row_text(state, row: int) -> str:
    """One row of circles, left to right, with the lines along the row."""
    out = f"{row + 1}  "
    for col in range(SIDE):
        c = row * SIDE + col
        out += (fish_letters(state.stacks[c]) or ".").ljust(5)
        if col < SIDE - 1:
            out += " - " if state.board.is_adjacent(c, c + 1) else "   "
    return out.rstrip()


def _lines_below(state, row: int) -> str:
    """The lines between a row and the one printed under it (row - 1): | straight down, \\ / X diagonals."""
    chars = [" "] * (3 + _CELL * SIDE)
    adjacent = state.board.is_adjacent
    for col in range(SIDE):
        c, x = row * SIDE + col, 3 + _CELL * col
        if adjacent(c, c - SIDE):
            chars[x] = "|"
        if col < SIDE - 1:
            down_right, down_left = adjacent(c, c - SIDE + 1), adjacent(c + 1, c - SIDE)
            if down_right or down_left:
                chars[x + 4] = "X" if down_right and down_left else "\\" if down_right else "/"
    return "".join(chars).rstrip()


def table(state) -> str:
    """The board (row 5 at the top, stacks bottom to top as colour letters) and what lies beside it."""
    holder = state.seat_name(state.starfish) if state.starfish >= 0 else "nobody"
    lines = [f"Fish Eat Fish, {state.n} players, {state.diagonals} board: {PHASE_NAMES[state.phase]}; "
             f"Starfish: {holder}"]
    for row in range(SIDE - 1, -1, -1):
        lines.append(_row_text(state, row))
        if row:
            lines.append(_lines_below(state, row))
    lines.append("   " + "".join(col.ljust(_CELL) for col in COLUMNS).rstrip())
    if state.line:
        chosen = [state.seat_name(s) for s in state.duel if state.pending[s] >= 0]
        lines.append(f"Battle on {circle_name(state.line[0])}-{circle_name(state.line[1])}; "
                     f"chosen: {', '.join(chosen) or 'nobody yet'}")
    for s in range(state.n):
        lines.append(f"  {state.seat_name(s)}: catch {sum(state.catch[s])}, {sum(state.hand[s])} cards in hand")
    return "\n".join(lines)


# ---- the end of the game ----------------------------------------------------------------------------
def ending_words(state) -> str:
    """The end-of-game line, naming what decided it: the biggest catch, the Starfish, cards left, or a shared win."""
    won = state.winners()
    names = " and ".join(state.seat_name(s) for s in won)
    decided = tie_break(state)
    if decided == "catch":
        return f"Game over: {names} wins with the biggest catch"
    if decided == "starfish":
        return f"Game over: a tie, {names} wins with the Starfish"
    if decided == "cards":
        return f"Game over: a tie, {names} wins on cards left"
    return f"Game over: a tie, {names} share the win"


def tie_line(state, seat: int) -> tuple:
    """A tied player's line in the points explanation: which tie breaker decided, and how it went for them
    (with the edition choice it rests on, when nobody was awarded the Starfish); () if not tied at the end."""
    decided = tie_break(state) if state.phase == OVER else "catch"
    pts = scores(state)
    if decided == "catch" or pts[seat] != max(pts):
        return ()
    if decided == "starfish":
        how = "won with the Starfish" if seat == state.starfish else "lost to the Starfish holder"
        return (f"tie for most fish: {how}", 0)
    cards = sum(state.hand[seat])
    held = f"{cards} card{'s' if cards != 1 else ''} left"
    how = "the most" if seat in state.winners() else "fewer"
    text = (f"tie for most fish: {held}, {how}" if decided == "cards"
            else f"tie for most fish and cards ({held}): a shared win")
    if state.starfish < 0:
        return (text + " (nobody was awarded the Starfish)", 0, "no_starfish_when_last_two_fall")
    return (text, 0, "shared_victory") if decided == "shared" else (text, 0)


# ---- a learner's attempt, for the lessons ----------------------------------------------------------
def clicked_words(state, target, seat: int) -> str:
    """What a click landed on, as ``seat`` reads it: a circle's stack, a player's panel, one of their cards."""
    kind, value = target if isinstance(target, tuple) and len(target) == 2 else (None, None)
    if kind == "circle" and _on_board(value):
        return stack_words(state, value, seat)
    if kind == "player" and type(value) is int and 0 <= value < state.n:
        return "your own panel" if value == seat else f"{state.seat_name(value)}'s panel"
    if kind == "card" and type(value) is int and 0 <= value < len(CARD_NAMES):
        return f"your {CARD_NAMES[value]} card"
    return "a spot with nothing on it"


def your_card_words(state, move: ChooseCard, seat: int) -> str:
    """``seat``'s card against the one already chosen in their battle, with the Fish totals when both are Fish
    cards: "your Fish 4 card makes 4 + 2 = 6 against Green's 3 + 1 = 4"."""
    (attacker, defender), (landing, target) = state.duel, state.line
    other = defender if seat == attacker else attacker
    mine, theirs = KIND_OF_CODE[move.card], state.pending[other]
    heights = (len(state.stacks[landing]), len(state.stacks[target]))
    own, their = heights if seat == attacker else heights[::-1]
    name = state.seat_name(other)
    if is_fish_card(mine) and is_fish_card(theirs):
        return f"your {CARD_NAMES[mine]} card makes {_total(mine, own)} against {name}'s {_total(theirs, their)}"
    return f"your {CARD_NAMES[mine]} card against {name}'s {CARD_NAMES[theirs]} card"
