"""How a learner's clicks become Fishing Frenzy moves: after a roll, click a lit square to move there (when two
ways reach it, pick the way under the dice); click a dock to leave from; answer an S.O.S. with the buttons.
No widgets here: the tutor asks, this answers."""
from __future__ import annotations

from fishtutor.core.edition import told_in
from fishtutor.core.presenter import PlayBase, View

from .board import parse_square, square_name
from .moves import Declare, Drift, PickDock, Sail
from .portray import portray
from .portray_phone import look, portray_compact
from .portray_routes import ends, options
from .portray_words import dice_shown, phase_code
from .scoring import parts
from .describe import describe as board_in_words, name_target, why_lit

DECLARE, KEEP = "Declare S.O.S.", "Keep the S.O.S."


class FishingFrenzyPlay(PlayBase):
    """Click a lit square on the map to move there; a square two ways reach asks which way (click it again
    to cancel); S.O.S. with the buttons."""

    choices = ()
    actions = (DECLARE, KEEP)

    def move_for_target(self, state, seat: int, target: tuple | None, values: dict):
        """The move a click means now, or None with a hint (a square two ways reach is only picked)."""
        if target is None:
            return None, "Choose a square on the map."
        grouped = ends(options(state, seat))
        if target[0] == "option":
            return self._way(grouped, target[1], values)
        if target[0] != "square":
            return None, "Choose a square on the map."
        name = target[1]
        code = phase_code(state)
        if code == "sos" and seat in state.current_players():
            return None, "You are on an S.O.S. space: declare an emergency or keep it, with the buttons."
        if name in grouped:
            return self._to(grouped[name], name, values)
        values.pop("dest", None)
        return self._refusable(state, seat, name, code)

    @staticmethod
    def _to(opts, name: str, values: dict):
        """A lit square: its one way at once; with several ways, pick the square (a second click cancels)."""
        if len(opts) == 1:
            values.pop("dest", None)
            return opts[0].move, ""
        if values.get("dest") == name:
            values.pop("dest")
            return None, f"{name} put back: choose any lit square."
        values["dest"] = name
        return None, f"{len(opts)} ways reach {name}: choose the way you want under the dice (or {name} again " \
                     "to cancel)."

    @staticmethod
    def _way(grouped: dict, index, values: dict):
        """A way-button under the dice: the move it names."""
        opts = grouped.get(values.get("dest"), [])
        if type(index) is not int or not 0 <= index < len(opts):
            values.pop("dest", None)
            return None, "That choice is gone: choose a lit square."
        values.pop("dest", None)
        return opts[index].move, ""

    @staticmethod
    def _refusable(state, seat: int, name: str, code: str):
        """A square no legal move ends on: the move the click would mean, for the rules to refuse in words."""
        if code == "dock":
            docks = [i + 1 for i, sq in enumerate(state.board.docks) if square_name(sq) == name]
            if docks:
                return PickDock(docks[0]), ""
            return None, "Choose one of the docks on the top row to leave from."
        if code == "drift":
            return Drift(name), ""
        shown = dice_shown(state)
        if code == "sail" and shown:
            return Sail(_nearest_way(state, seat, shown[0], name), "", shown[1], "", name), ""
        if seat not in state.current_players():
            return None, "Wait for your turn: the other Captains are moving."
        return None, "Choose one of the lit squares."

    def move_for_action(self, state, seat: int, action: str):
        """The S.O.S. buttons: declare the emergency, or keep it for later."""
        return Declare(action == DECLARE)

    def highlights(self, state, seat: int, values: dict) -> tuple[frozenset, tuple | None]:
        """The squares a click may end a move on now, and the picked square (when two ways reach it)."""
        if seat not in state.current_players():
            return frozenset(), None
        grouped = ends(options(state, seat))
        dest = values.get("dest")
        focus = ("square", dest) if dest in grouped else None
        return frozenset(("square", name) for name in grouped), focus

    def selection(self, state, seat: int, values: dict) -> str:
        """The picked square in words ("I8, reached 2 ways: pick one"), or "" when nothing is picked."""
        dest = values.get("dest")
        if dest is None or seat not in state.current_players():
            return ""
        opts = ends(options(state, seat)).get(dest, [])
        return f"{dest}, reached {len(opts)} ways: pick one under the dice" if len(opts) > 1 else ""

    def enabled_actions(self, state, seat: int) -> tuple[str, ...]:
        """The S.O.S. buttons, only while your boat waits on an S.O.S. space."""
        if phase_code(state) == "sos" and seat in state.current_players():
            return tuple(DECLARE if m.sos else KEEP for m in state.legal_moves(seat) if type(m) is Declare)
        return ()

    describe = staticmethod(board_in_words)  # the board in words, for the live region and screen readers
    name_target = staticmethod(name_target)  # a clickable thing as the board names it
    why_lit = staticmethod(why_lit)  # why the lit targets are lit

    def scene(self, state, seat: int | None, view: View):
        """The board as a scene (on a phone, when compact: the close-up the view names); what the view hides is
        kept back while a question asks for it ("points": every Captain's points)."""
        if view.compact:
            return portray_compact(state, seat, view.lit, view.picked, view.banner, view.close_up, hide=view.hide)
        return portray(state, seat, view.lit, view.picked, view.banner, hide=view.hide)

    def portray(self, state, seat: int | None, highlight=frozenset(), focus=None, banner: str = "",
                compact: bool = False, view=None, hide=frozenset()):
        """The board as a scene, told its view piece by piece (``view``: the phone's close-up)."""
        return self.scene(state, seat, View(frozenset(highlight), focus, banner, compact, frozenset(hide), view))

    def look(self, state, seat: int, target: tuple, close_up):
        """A tap on the phone board's tabs, arrows or whole map: the part of the board to show next (the game
        is not touched)."""
        return look(state, target)

    def score_lines(self, state) -> list[list[tuple]]:
        """Each Captain's points, part by part as the Scoring section counts them, each with the edition choices
        it rests on (its own, and any whose values it names); until the tournament is over the Fish Cards stay
        face down, so only the open parts (bonuses, slams) are listed for anyone."""
        over = state.is_terminal()
        out = []
        for seat in range(state.n):
            lines = []
            for text, points, *choice in parts(state, seat):
                if over or not text.endswith(" card"):
                    ids = [i for i in choice if i]
                    lines.append((text, points, *ids, *(c.id for c in told_in("fishing_frenzy", text)
                                                        if c.id not in ids)))
            out.append(lines)
        return out

    def reset_values(self, state, seat: int) -> dict:
        """Nothing picked at the start of a turn."""
        return {}


def _nearest_way(state, seat: int, face: str, name: str) -> str:
    """Of the rolled directions, the one whose move alone ends nearest the clicked square (so the refusal
    names the way the learner most likely meant)."""
    target = parse_square(name)
    ends = {o.move.first: parse_square(o.end) for o in options(state, seat)
            if type(o.move) is Sail and not o.move.second}
    return min(face, key=lambda d: abs(ends[d][0] - target[0]) + abs(ends[d][1] - target[1]) if d in ends else 99)


PLAY = FishingFrenzyPlay()
