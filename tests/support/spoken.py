"""What the keyboard's focus ring says, checked against the board in words (issue 25): each game's focus name is
read for the facts it states (whose fish, on which level, how many; which stack on which circle; which card in
whose hand; which fish on which square) and each fact is looked up in the "Board in words" of the same board.

``focus_problems(session)`` walks every target the focus can reach (the scene's hotspots, which the arrows reach:
``tests/tutor/test_focus.py``) and returns each disagreement in words; a name of a form no checker knows is a problem too,
so a new kind of target cannot slip by unchecked."""
from __future__ import annotations

import re

from fishtutor.tutor.focus import targets
from fishtutor.tutor.words import focus_words

_COMMON = {"your", "you", "level", "no", "the", "boat", "way", "dock", "a"}  # said with a capital only to start
_TAIL = re.compile(r": (?:you can choose it|not one you can choose now|picked)\.$|(?<!S\.O\.S)\.$")


def spoken_name(session, target) -> str:
    """The focus words said for ``target``, without whether it may be chosen: the name itself, first letter small."""
    session.focus.target = target
    said = _TAIL.sub("", focus_words(session), count=1)
    first = said.split(" ", 1)[0]
    return said[:1].lower() + said[1:] if first.lower() in _COMMON else said


def focus_problems(game: str, session) -> list[str]:
    """Every target of the board on screen whose focus words disagree with the board in words."""
    full = session.describe().full
    check = CHECKS[FAMILY.get(game, game)]
    facts = PARSERS[FAMILY.get(game, game)](full, session)
    out = []
    for spot in targets(session.scene()):
        name = spoken_name(session, spot.target)
        wrong = check(name, facts, session)
        if wrong:
            out.append(f"{spot.target}: {name!r} {wrong}")
    return out


def split_listed(text: str) -> list[str]:
    """"A, B and C" as its items (words in brackets kept with their item, their commas not splitting it)."""
    plain = re.sub(r" \([^)]*\)", "", text)
    return [item for item in re.split(r", | and ", plain) if item]


# ---- the barrel games (Cats in the Barrel, Fresh Fish, Fish in the Barrel, Jumping Fish) -------------------------
def barrel_facts(full: str, _session) -> dict:
    """The board in words of a barrel as facts: fish per level and colour, your colour, each seat's hand and table."""
    you = re.search(r"^You \((\w+)\)", full, re.M)
    levels: dict[int, dict[str, int]] = {n: {} for n in range(1, 6)}
    for found in re.finditer(r"^Level (\d)(?: \(worth \d\))?: ([^;\n]*?)(?:;.*)?\.$", full, re.M):
        if found.group(2) != "no fish":
            for item in split_listed(found.group(2)):
                colour, count = item.rsplit(" ", 1)
                levels[int(found.group(1))][colour] = int(count)
    seats = {}
    for line in full.split("\n"):
        if "your hand:" not in line and "in hand, face down" not in line:
            continue
        who = re.match(r"^(?:You \((\w+)\)|(\w+))", line)
        hand = re.search(r"your hand: (.*?)(?:; on the table|\.$)", line)
        table = re.search(r"on the table: (.*)\.$", line)
        seats[who.group(1) or who.group(2)] = {
            "hand": split_listed(hand.group(1)) if hand else [], "table": split_listed(table.group(1)) if table else []}
    options = re.findall(r": you can choose (.*)\.$", full, re.M)  # the choices under the barrel, allowed or not
    return {"you": you.group(1) if you else "", "levels": levels, "seats": seats, "text": full,
            "options": options}


def barrel_check(name: str, facts: dict, _session) -> str:
    """What is wrong with a barrel target's name ("" if it agrees with the board in words)."""
    def colour(whose):
        return facts["you"] if whose in ("your", "yours") else whose[:-2]
    found = re.fullmatch(r"(your|\w+'s) (\d+) fish on level (\d)(?:, a Cat guards (?:them|it))?", name)
    if found:
        have = facts["levels"][int(found.group(3))].get(colour(found.group(1)), 0)
        return "" if have == int(found.group(2)) else f"but the board says {have} there"
    found = re.fullmatch(r"no fish of (yours|\w+'s) on level (\d)(?:, a Cat guards it)?", name)
    if found:
        have = facts["levels"][int(found.group(2))].get(colour(found.group(1)), 0)
        return "" if have == 0 else f"but the board says {have} there"
    found = re.fullmatch(r"(your|\w+'s) fish on level (\d)", name)
    if found:  # a fish named with no count: there must be some
        have = facts["levels"][int(found.group(2))].get(colour(found.group(1)), 0)
        return "" if have else "names fish the board in words says are not there"
    found = re.fullmatch(r"level (\d)", name)
    if found:
        return ""
    found = re.fullmatch(r"your (.+) card", name)
    if found:
        hand = facts["seats"].get(facts["you"], {}).get("hand", [])
        return "" if found.group(1) in hand else f"but your hand is {hand}"
    found = re.fullmatch(r"(your|\w+'s) (.+) on the table", name)
    if found:
        table = facts["seats"].get(colour(found.group(1)), {}).get("table", [])
        return "" if found.group(2) in table else f"but that seat's table is {table}"
    found = re.fullmatch(r"you \((\w+)\)|(\w+)", name)
    if found and (found.group(1) or found.group(2)) in facts["seats"]:
        return ""
    if any(name in line for line in facts["options"]):
        return ""
    return "is not a name this check knows (add its facts to tests/support/spoken.py)"


# ---- Fish Eat Fish ------------------------------------------------------------------------------------------------
def fish_eat_fish_facts(full: str, _session) -> dict:
    """The rows of stacks, each player's row and your Challenge Cards."""
    rows = "\n".join(line for line in full.split("\n") if line.startswith("Row "))
    cards = re.search(r"your Challenge Cards: (.*?)(?:;|\.$)", full, re.M)
    held = {}
    for item in split_listed(cards.group(1)) if cards and cards.group(1) != "no cards" else []:
        count, card = item.split(" ", 1)
        held[card] = int(count)
    players = set(re.findall(r"^(?:You \((\w+)\)|(\w+))(?:, holding the Starfish)?: \d+ fish caught", full, re.M))
    return {"rows": rows, "held": held, "players": {a or b for a, b in players}}


def fish_eat_fish_check(name: str, facts: dict, _session) -> str:
    """What is wrong with a Fish Eat Fish target's name."""
    found = re.fullmatch(r"the empty circle ([A-E][1-5])", name)
    if found:
        return "" if not re.search(rf"\bon {found.group(1)}\b", facts["rows"]) else "but a stack stands there"
    found = re.fullmatch(r"(?:your own \w+ (?:fish|stack of \d+)|the neutral \w+ (?:fish|stack of \d+)|\w+'s "
                         r"(?:fish|stack of \d+)) on ([A-E][1-5])", name)
    if found:
        return "" if name in facts["rows"] else "but the board in words has another stack there"
    if re.fullmatch(r"[A-E][1-5], where your fish swims first", name):
        return ""
    found = re.fullmatch(r"your (.+) cards: none left", name)
    if found:
        return "" if not facts["held"].get(found.group(1)) else f"but your Challenge Cards are {facts['held']}"
    found = re.fullmatch(r"your (.+) card", name)
    if found:
        return "" if facts["held"].get(found.group(1), 0) > 0 else f"but your Challenge Cards are {facts['held']}"
    found = re.fullmatch(r"you \((\w+)\)|(\w+)", name)
    if found and (found.group(1) or found.group(2)) in facts["players"]:
        return ""
    return "is not a name this check knows (add its facts to tests/support/spoken.py)"


# ---- Fish Frenzy -----------------------------------------------------------------------------------------------------
def fish_frenzy_facts(full: str, _session) -> dict:
    """The boats and the players the board in words names."""
    boats = {int(n) for n in re.findall(r"^Boat (\d+) \(", full, re.M)}
    players = {a or b for a, b in re.findall(r"^(?:You \((\w+)\)|(\w+))(?:, holding the Boat Token)?: \d+ little "
                                             r"fish in hand", full, re.M)}
    return {"boats": boats, "players": players, "text": full}


def fish_frenzy_check(name: str, facts: dict, _session) -> str:
    """What is wrong with a Fish Frenzy target's name."""
    found = re.fullmatch(r"boat (\d+)(?:: (.*))?", name)
    if found:
        if int(found.group(1)) not in facts["boats"]:
            return "but the board in words has no such boat"
        said = found.group(2)
        return "" if not said or f"Boat {found.group(1)} ({said}" in facts["text"] else "but the boat's line differs"
    found = re.fullmatch(r"you \((\w+)\)|(\w+)", name)
    if found and (found.group(1) or found.group(2)) in facts["players"]:
        return ""
    return "is not a name this check knows (add its facts to tests/support/spoken.py)"


# ---- Fishing Frenzy -----------------------------------------------------------------------------------------------
_MARKS = {"Perils of the Sea": "Peril of the Sea", "S.O.S. spaces": "S.O.S.",
          "Captain's Choice, one wheel": "Captain's Choice (one wheel)",
          "Captain's Choice, two wheels": "Captain's Choice (two wheels)"}


def fishing_frenzy_facts(full: str, session) -> dict:
    """What the map lines put on each space (a fish variety, caught or not, or a mark), and where the boats are."""
    spaces: dict[str, tuple[str, bool]] = {}
    fish = re.search(r"^Fish on the map: (.*)\.$", full, re.M)
    for part in (fish.group(1).split("; ") if fish and fish.group(1) != "none" else []):
        variety, squares = part.split(" at ", 1)
        for item in re.split(r", | and ", squares):
            spaces[item.replace(" (caught)", "")] = (variety, item.endswith("(caught)"))
    other = re.search(r"^Also on the map: (.*)\.$", full, re.M)
    for part in (other.group(1).split("; ") if other else []):
        kind, squares = part.rsplit(" at ", 1)
        for item in re.split(r", | and ", squares):
            spaces[item] = (_MARKS[kind], False)
    return {"spaces": spaces, "board": session.shown_state().board}


def fishing_frenzy_check(name: str, facts: dict, _session) -> str:
    """What is wrong with a Fishing Frenzy target's name: a fish, a mark or its being caught that the map lines
    do not put on that square's space."""
    from fishtutor.games.fishing_frenzy.board import parse_square, square_name
    if name in ("the whole map", "a closer look at part of the map") or re.fullmatch(r"way \d+ under the dice", name):
        return ""
    found = re.fullmatch(r"dock (\d+) at ([A-Z]\d+)", name)
    if found:
        return ""
    found = re.fullmatch(r"([A-Z]\d+): (.+?)( \(drifter of \d+ squares\))?(, already caught)?", name)
    if not found:
        return "is not a name this check knows (add its facts to tests/support/spoken.py)"
    board = facts["board"]
    space = square_name(board.space(parse_square(found.group(1))))
    what, caught = facts["spaces"].get(space, (None, False))
    said = found.group(2)
    if what is not None and said != what:
        return f"but the board in words has {what} on {space}"
    if what is None and (said in {v for v, _ in facts["spaces"].values()}):
        return f"but the board in words has no {said} on {space}"
    if bool(found.group(4)) != caught:
        return f"but the board in words says {'caught' if caught else 'not caught'} on {space}"
    return ""


FAMILY = {"cats_in_the_barrel": "barrel", "fresh_fish": "barrel", "fish_in_the_barrel": "barrel",
          "jumping_fish": "barrel"}
PARSERS = {"barrel": barrel_facts, "fish_eat_fish": fish_eat_fish_facts, "fish_frenzy": fish_frenzy_facts,
           "fishing_frenzy": fishing_frenzy_facts}
CHECKS = {"barrel": barrel_check, "fish_eat_fish": fish_eat_fish_check, "fish_frenzy": fish_frenzy_check,
          "fishing_frenzy": fishing_frenzy_check}


# ---- refusals, hints and tasks that point at what only eyes find --------------------------------------------
COLOURS = r"red|orange|yellow|green|blue|purple|white|grey|gray|black|pink|brown|gold|golden"
SHAPES = r"star|dot|ring|arrow|stripe|border|outline|triangle|circle|square|badge|mark|marker|row|box|tick|cross"
POINTERS = (
    ("says click alone (a keyboard learner presses Enter, a phone learner taps: say choose, or both)",
     re.compile(r"\bclick(?:s|ed|ing)?\b", re.I)),
    ("points at a colour and a shape, not at the thing's name or place",
     re.compile(rf"\b(?:{COLOURS})\s+(?:{SHAPES})s?\b", re.I)),
    ("points at a printed mark, not at the thing's name or place", re.compile(r"\b\w+s? marked\b", re.I)),
    ("asks to look for something: name it or say where it is", re.compile(r"\blook for\b", re.I)),
)
BOTH = re.compile(r"\b(?:press(?:es)? Enter|tap(?:s|ped)?)\b")  # "click or press Enter", "click or tap"


def pointing_problems(text: str) -> list[str]:
    """What in ``text`` only eyes (or a mouse) can follow."""
    out = []
    for why, pattern in POINTERS:
        found = pattern.search(text)
        if found and not (why.startswith("says click") and BOTH.search(text)):
            out.append(f"{why}: {found.group(0)!r}")
    return out
