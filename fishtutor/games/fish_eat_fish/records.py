"""What a saved Fish Eat Fish position may hold: each field's type and range, and a battle only when one is on.
A new field gets one line in ``_checks`` (until then it is only checked as plain JSON and by the replay)."""
from __future__ import annotations

from functools import partial

from fishtutor.core.protocol import RecordError, shown
from fishtutor.core.records import ROOTS, check_fields, numbers, rows, whole

from .board import BOARDS, CIRCLES
from .cards import COLOURS, FISH_PER_PLAYER, KINDS, OUTCOME_NAMES, TOTAL_FISH
from .phases import CHOOSE, OVER, PHASE_NAMES

MAX_PLAYERS = len(COLOURS)
FIELD_WORDS = {  # each field of a saved position in words, with what its list positions count
    "n": "the number of players", "seed": "the seed of its shuffles", "diagonals": "the board's lines",
    "phase": "the part of the game", "to_move": "the player to move", "starfish": "the holder of the Starfish",
    "placed": "the fish placed", "pending": ("the Challenge Cards chosen", ("player",)),
    "eliminated": ("the fish eliminated", ("colour",)), "box": ("the fish still in the box", ("colour",)),
    "line": ("the two circles in battle", ("circle",)), "duel": ("the two players in battle", ("player",)),
    "last_battle": ("the last battle", ("entry",)), "stacks": ("the stacks on the board", ("circle", "fish")),
    "hand": ("the Challenge Cards in hand", ("player", "card kind")),
    "discard": ("the Challenge Cards played", ("player", "card kind")),
    "catch": ("the fish caught", ("player", "colour")),
}


def check_position(data: dict, where: str) -> None:
    """Every field of a snapshot in range for its number of players, then a turn and a battle that add up."""
    n = whole(data["n"], f"{where}.n", 2, MAX_PLAYERS, f"Fish Eat Fish is for 2 to {MAX_PLAYERS} players")
    phases = len(PHASE_NAMES)
    whole(data["phase"], f"{where}.phase", 0, phases - 1,
          f"phase {data['phase']} is not a phase of Fish Eat Fish (0 to {phases - 1})")
    if type(data["diagonals"]) is not str or data["diagonals"] not in BOARDS:
        raise RecordError(f"{where}.diagonals is {shown(data['diagonals'])}, not a board: it must be one of the "
                          f"{len(BOARDS)} boards of the rules variants.")
    check_fields(data, where, _checks(n))
    _battle(data, where)


def fresh_deal(data: dict) -> tuple[int, int, dict]:
    """The players, seed and options that set up the game a starting position records (the board, and who
    takes the Starfish first)."""
    return data["n"], data["seed"], dict(diagonals=data["diagonals"], first_player=data["to_move"])


check_position.words = FIELD_WORDS
check_position.deal = fresh_deal


def _checks(n: int) -> dict:
    """One check per field, for ``n`` players."""
    fish = dict(lo=0, hi=TOTAL_FISH, why="fish counts cannot be negative or exceed the fish in the box")
    cards = dict(lo=0, hi=KINDS * 11, why=f"Challenge Card counts cannot be negative or above {KINDS * 11}")
    return {
        "seed": whole,
        "to_move": partial(whole, lo=-1, hi=n - 1),
        "starfish": partial(whole, lo=-1, hi=n - 1),
        "placed": partial(whole, lo=0, hi=FISH_PER_PLAYER * n),
        "pending": partial(numbers, length=n, lo=-1, hi=KINDS - 1, why=f"a chosen card is a card kind 0 to "
                                                                      f"{KINDS - 1}, or -1 for none"),
        "eliminated": partial(numbers, length=len(COLOURS), **fish),
        "box": partial(numbers, length=len(COLOURS), **fish),
        "line": partial(numbers, lo=0, hi=CIRCLES - 1, longest=2, why=f"circles are 0 to {CIRCLES - 1}"),
        "duel": partial(numbers, lo=0, hi=n - 1, longest=2, why=f"seats are numbered 0 to {n - 1}"),
        "last_battle": partial(_last_battle, n=n),
        "stacks": partial(rows, count=CIRCLES, lo=0, hi=len(COLOURS) - 1, longest=TOTAL_FISH,
                          why=f"fish colours are 0 to {len(COLOURS) - 1}"),
        "hand": partial(rows, count=n, length=KINDS, **cards),
        "discard": partial(rows, count=n, length=KINDS, **cards),
        "catch": partial(rows, count=n, length=len(COLOURS), **fish),
    }


def _last_battle(value, where: str, n: int) -> None:
    """Nothing yet, or attacker, their card, defender, their card and the outcome."""
    numbers(value, where)
    if not value:
        return
    if len(value) != 5:
        raise RecordError(f"{where} has {len(value)} entries: a battle is attacker, card, defender, card, outcome.")
    for i, hi in enumerate((n - 1, KINDS - 1, n - 1, KINDS - 1, len(OUTCOME_NAMES) - 1)):
        whole(value[i], f"{where}[{i}]", 0, hi)


def _battle(data: dict, where: str) -> None:
    """A battle's two fish, two players and face-down cards exist only while Challenge Cards are chosen;
    someone holds the turn and the Starfish until the game is over."""
    phase, duel, line = data["phase"], data["duel"], data["line"]
    if phase == CHOOSE:
        if len(duel) != 2 or len(line) != 2 or duel[0] == duel[1]:
            raise RecordError(f"{ROOTS[where]} is choosing Challenge Cards without two players and two fish in "
                              f"battle.")
    elif duel or line:
        raise RecordError(f"{ROOTS[where]} has fish or players in battle outside a battle.")
    chosen = [s for s, k in enumerate(data["pending"]) if k >= 0]
    if any(s not in duel for s in chosen):
        raise RecordError(f"{where}.pending holds a card chosen by a player who is not in a battle.")
    if phase != OVER and (data["to_move"] < 0 or data["starfish"] < 0):
        raise RecordError(f"{ROOTS[where]} is not over, yet nobody holds the turn or the Starfish.")
