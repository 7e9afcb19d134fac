"""How a learner's clicks become Fish Eat Fish moves: pick your fish, then where it swims or what it
attacks; in a battle, pick a Challenge Card. No widgets here: the tutor asks, this answers."""
from __future__ import annotations

from fishtutor.core.presenter import PlayBase, View, refuse_hiding
from .board import CIRCLES, circle_name
from .cards import CARD_CODES, CARD_NAMES
from .moves import Attack, ChooseCard, Place, Swim
from .phases import CHOOSE, MOVE, PLACE
from .portray import pick_words, portray, portray_compact
from .words import stack_words, tie_line
from .describe import describe as board_in_words, name_target, why_lit


class FishEatFishPlay(PlayBase):
    """Click one of your fish, then a fish next to it to attack (or first an empty circle to swim to);
    when a battle starts, choose your Challenge Card with a button or on your cards."""

    choices = ()
    actions = CARD_NAMES

    def move_for_target(self, state, seat: int, target: tuple | None, values: dict):
        """The move a click means now, or None with a hint (a first click only picks your fish)."""
        if target is None:
            return None, "Choose a circle on the board."
        if target[0] == "card":
            return ChooseCard(CARD_CODES[target[1]]), ""
        c = target[1]
        if state.phase == PLACE:
            return Place(c), ""
        if state.phase == CHOOSE:
            return None, "A battle is on: choose your Challenge Card (one of your cards under your name)."
        return self._turn_click(state, seat, c, values)

    def _turn_click(self, state, seat: int, c: int, values: dict):
        """Taking a turn: first your fish, then a landing circle and/or the fish to attack."""
        picked, landing = live_pick(state, seat, values)
        if picked is None or c == picked:
            return self._pick(state, seat, c, values, undo=c == picked)
        if c == landing:
            values.pop("landing", None)
            return None, f"Landing on {circle_name(c)} cancelled: {_yours(state, picked).lower()} is still picked."
        if state.stacks[c]:
            if state.top[c] == seat and not self._attacks(state, seat, picked, landing, c) and landing == picked:
                return self._pick(state, seat, c, values)
            return _made(values, *self._attack_move(state, seat, picked, landing, c))
        if any(m.fish == picked and m.landing == c for m in self._all_attacks(state, seat)):
            values["landing"] = c  # a swim before an attack (another landing circle clicked: it moves there)
            return None, f"{_yours(state, picked)} will swim to {circle_name(c)}: now choose the fish it attacks " \
                         "from there."
        return _made(values, Swim(picked, c), "")

    def _pick(self, state, seat: int, c: int, values: dict, undo: bool = False):
        """Pick one of your fish (a second click on it puts it back)."""
        values.pop("landing", None)
        values.pop("fish", None)
        if undo:
            return None, "Pick cancelled: choose one of your fish."
        if state.top[c] != seat:
            return None, f"That is {stack_words(state, c, seat)}: first pick one of your own fish (your colour " \
                         "on top), then choose what it attacks or where it swims."
        mine = [m for m in state.legal_moves(seat) if m.fish == c]
        if not mine:
            return None, f"{_yours(state, c)} has no move allowed now: pick one of the lit fish."
        values["fish"] = c
        attacks = [m for m in mine if type(m) is Attack]
        then = "the empty circle it swims to" if not attacks else "the fish it attacks" \
            if all(m.landing == c for m in attacks) else "the fish it attacks, or an empty circle to swim to first"
        return None, f"{_yours(state, c)} is picked: choose {then} (choose it again to cancel)."

    @staticmethod
    def _all_attacks(state, seat: int) -> list:
        return [m for m in state.legal_moves(seat) if type(m) is Attack]

    def _attacks(self, state, seat: int, fish: int, landing: int, target: int) -> list:
        return [m for m in self._all_attacks(state, seat) if (m.fish, m.target) == (fish, target)
                and (landing == fish or m.landing == landing)]

    def _attack_move(self, state, seat: int, fish: int, landing: int, target: int):
        """The attack on ``target``: straight away, or from the one landing circle that reaches it."""
        options = self._attacks(state, seat, fish, landing, target)
        direct = [m for m in options if m.landing == fish]
        if landing != fish or direct:
            return Attack(fish, landing, target), ""
        if len(options) == 1:
            return options[0], ""
        if len(options) > 1:
            spots = [circle_name(m.landing) for m in options]
            spots = f"{', '.join(spots[:-1])} or {spots[-1]}"
            return None, f"{_yours(state, fish)} can swim to {spots} to attack {stack_words(state, target, seat)}: " \
                         "first choose where it should swim to."
        return Attack(fish, fish, target), ""

    def move_for_action(self, state, seat: int, action: str):
        """A card button: choose that Challenge Card."""
        return ChooseCard(CARD_CODES[CARD_NAMES.index(action)])

    def highlights(self, state, seat: int, values: dict) -> tuple[frozenset, tuple | None]:
        """Circles worth clicking next, and the fish the learner picked (its landing circle as a
        ("landing", c) mark among the highlights)."""
        if seat not in state.current_players():
            return frozenset(), None
        moves = state.legal_moves(seat)
        if state.phase == PLACE:
            return frozenset(("circle", m.circle) for m in moves), None
        if state.phase != MOVE:
            return frozenset(), None
        picked, landing = live_pick(state, seat, values)
        if picked is None:
            return frozenset(("circle", m.fish) for m in moves), None
        mine = [m for m in moves if m.fish == picked]
        nxt = {m.target for m in mine if type(m) is Attack and (landing == picked or m.landing == landing)}
        if landing == picked:
            nxt |= {m.landing for m in mine if type(m) is Attack and m.landing != picked}
            nxt |= {m.to for m in mine if type(m) is Swim}
        lit = {("circle", c) for c in nxt}
        if landing != picked:
            lit.add(("landing", landing))
        return frozenset(lit), ("circle", picked)

    def selection(self, state, seat: int, values: dict) -> str:
        """The half-made move in words ("Blue fish on C3 picked"), or "" when nothing is picked."""
        picked, landing = live_pick(state, seat, values)
        return "" if picked is None else pick_words(state, picked, landing)

    def enabled_actions(self, state, seat: int) -> tuple[str, ...]:
        """The card buttons you can press now: the cards in your hand, during a battle of yours."""
        if state.phase == CHOOSE and seat in state.current_players():
            return tuple(CARD_NAMES[k] for k, n in enumerate(state.hand[seat]) if n)
        return ()

    describe = staticmethod(board_in_words)  # the board in words, for the live region and screen readers
    name_target = staticmethod(name_target)  # a clickable thing as the board names it
    why_lit = staticmethod(why_lit)  # why the lit targets are lit

    def scene(self, state, seat: int | None, view: View):
        """The board as a scene (narrow and tall when compact, for phones); it keeps nothing back for a question."""
        refuse_hiding(view, "Fish Eat Fish")
        return (portray_compact if view.compact else portray)(state, seat, view.lit, view.picked, view.banner)

    def portray(self, state, seat: int | None, highlight=frozenset(), focus=None, banner: str = "",
                compact: bool = False):
        """The board as a scene, told its view piece by piece."""
        return self.scene(state, seat, View(frozenset(highlight), focus, banner, compact))

    def score_lines(self, state) -> list[list[tuple]]:
        """Each seat's points: the fish in its catch; at the end, for the tied players, which tie breaker decided."""
        out = []
        for seat, c in enumerate(state.catch):
            lines = [(f"catch: {sum(c)} fish", sum(c))] if sum(c) else []
            tie = tie_line(state, seat)
            out.append(lines + [tie] if tie else lines)
        return out

    def reset_values(self, state, seat: int) -> dict:
        """Nothing picked at the start of a turn."""
        return {}


def _yours(state, c: int) -> str:
    """The learner's own fish or stack on ``c``, to start a sentence: "Your stack of 4 on B2"."""
    height = len(state.stacks[c])
    return f"Your {'fish' if height == 1 else f'stack of {height}'} on {circle_name(c)}"


def _made(values: dict, move, hint: str):
    """A move made by clicks: its landing circle is used up, and the picked fish stays picked (a move the
    lesson does not take is not made, and the learner goes on from the same fish)."""
    if move is not None:
        values.pop("landing", None)
    return move, hint


def live_pick(state, seat: int, values: dict) -> tuple[int | None, int | None]:
    """The picked fish and its landing circle, if they still fit the position (your turn, your fish,
    an empty landing on the fish's straight lines); a pick left over from an earlier position is dropped."""
    picked = values.get("fish")
    if type(picked) is not int or not 0 <= picked < CIRCLES or state.phase != MOVE or \
            seat not in state.current_players() or state.top[picked] != seat:
        return None, None
    landing = values.get("landing", picked)
    if landing != picked and (type(landing) is not int or landing not in state.board.between[picked]
                              or state.top[landing] >= 0):
        landing = picked
    return picked, landing


PLAY = FishEatFishPlay()
