"""Coming back to a game: save it as a JSON file, open a saved file, or restore the one kept in the browser."""
from __future__ import annotations

import base64
import html
import json

from fishtutor.core.protocol import State, shown

from . import kit
from .viewport import FilePicker

MAX_RECORD_BYTES = 2_000_000  # a whole game's record is a few kB; anything this big is not one
TOO_DEEP = ("That file nests its parts one inside another far too deep to be a saved game: a saved game is a .json "
            "file made by Save this game.")


class RecordError(ValueError):
    """A file or kept record that is not a saved game of this kind (the message says why, in words)."""


def read_record(game, raw) -> State:
    """A saved game's state from the bytes or text of its JSON record; RecordError says what is wrong."""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        if len(raw) > MAX_RECORD_BYTES:
            raise RecordError(too_big(len(raw)))
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("That file is not text: a saved game is a .json file made by Save this game.") from None
    try:
        data = json.loads(raw)
    except ValueError:
        raise RecordError("That file is not JSON: a saved game is a .json file made by Save this game.") from None
    except RecursionError:  # "[[[[..." thousands deep: more nesting than reading JSON follows (the engine
        # reads a record that did load without recursing into it)
        raise RecordError(TOO_DEEP) from None
    if not isinstance(data, dict) or "game" not in data:
        raise RecordError("That JSON is not a saved game: it has no game name in it.")
    if data["game"] != game.name:
        raise RecordError(f"That is a saved game of {shown(data['game'])}, not of {game.title}: open it in its own "
                          f"tutor.")
    try:
        return game.from_json(data)
    except ValueError as err:  # the engine says what is wrong with the record
        raise RecordError(f"That saved game cannot be opened: {err}") from None
    except (KeyError, TypeError, IndexError, AttributeError):
        raise RecordError("That saved game cannot be opened: it is damaged or some of its parts are missing.") from None


def too_big(size: int) -> str:
    """Why a file of ``size`` bytes is not opened."""
    return f"That file is {size:,} bytes: a saved game is only a few thousand."


def record_text(state) -> str:
    """The game's JSON record as text (position, origin and every move)."""
    return json.dumps(state.to_json(), separators=(",", ":"))


def offer_words(game, when: str) -> str:
    """The offer of a game kept in the browser, with what to press."""
    return (f"Restore your {game.title} game from {when}? Press Restore to play on from where you were, or "
            f"No, thanks to leave it.")


def download_link(game_name: str, state) -> str:
    """An HTML link that downloads the game's record as a .json file (no server round trip)."""
    text = record_text(state)
    name = f"{game_name}-game-{len(state.history)}-moves.json"
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (f"<a download='{html.escape(name)}' href='data:application/json;base64,{data}' "
            f"style='font-size:15px'>⬇ Download {html.escape(name)}</a>")


class GameFiles:
    """Save this game / Open a saved game, and the offer to restore the game kept in this browser."""

    def __init__(self, game, viewport, open_game):
        self.game, self.viewport, self.open_game = game, viewport, open_game
        self.state = None  # the full game on the board now (None in a lesson)
        self._linked: tuple | None = ()
        self._told: tuple | None = None  # the position the message is about (it goes once the board moves on)
        self._row = self._offer = None  # built when first shown (the full game; a kept game to offer)
        self.listeners: list = []  # told when a part is built, so the page can show it
        viewport.key = f"fishtutor:{game.name}:game"
        viewport.observe(lambda _c: self.on_kept(), names="stored")

    # ---- parts built when first needed ----------------------------------------------------------
    def _row_parts(self) -> dict:
        if self._row is None:
            save = kit.button("Save this game", lambda _b: self.on_save(), icon="download")
            upload = FilePicker(label="Open a saved game", accept=".json,application/json",
                                max_bytes=MAX_RECORD_BYTES, layout=kit.layout(width="auto"))
            upload.handlers.append(self.on_upload)
            link, message = kit.html(), kit.html()
            self._row = {"save": save, "link": link, "upload": upload, "message": message,
                         "widget": kit.column([kit.row([save, link, upload]), message])}
            self._built()
        return self._row

    def _offer_parts(self) -> dict:
        if self._offer is None:
            text = kit.html()
            restore = kit.button("Restore", lambda _b: self.on_restore(), "success")
            dismiss = kit.button("No, thanks", lambda _b: self.on_dismiss())
            self._offer = {"offer_text": text, "restore": restore, "dismiss": dismiss,
                           "offer": kit.row([text, restore, dismiss], own=True, display="none", align_items="center")}
            self._built()
        return self._offer

    def _built(self) -> None:
        for listener in self.listeners:
            listener()

    @property
    def offer_built(self) -> bool:
        """The restore offer exists (a kept game was found, or it was asked for)."""
        return self._offer is not None

    save = property(lambda self: self._row_parts()["save"], doc="Save this game.")
    link = property(lambda self: self._row_parts()["link"], doc="The download link of a saved game.")
    upload = property(lambda self: self._row_parts()["upload"], doc="Open a saved game.")
    message = property(lambda self: self._row_parts()["message"], doc="What saving or opening did, in words.")
    widget = property(lambda self: self._row_parts()["widget"], doc="The save / open row.")
    offer_text = property(lambda self: self._offer_parts()["offer_text"], doc="The offer to restore, in words.")
    restore = property(lambda self: self._offer_parts()["restore"])
    dismiss = property(lambda self: self._offer_parts()["dismiss"])
    offer = property(lambda self: self._offer_parts()["offer"], doc="The offer to restore a game kept in the browser.")

    def _here(self) -> tuple | None:
        """The position on the board now (None: a lesson)."""
        return None if self.state is None else (id(self.state), len(self.state.history))

    def _say(self, text: str, bad: bool = False) -> None:
        """Say what saving or opening did, about the position on the board now."""
        colour = "#b42318" if bad else "#1f7a44"
        self.message.value = f"<div role='status' style='color:{colour};font-size:15px'>{html.escape(text)}</div>"
        self._told = self._here()

    # ---- handlers (tests call these directly) -------------------------------------------
    def on_save(self) -> None:
        """Offer the game on the board as a file to download."""
        if self.state is None:
            self._say("There is no full game on the board to save: start one with New game.", bad=True)
            return
        self.link.value = download_link(self.game.name, self.state)
        self._linked = self._here()
        self._say(f"Your file is ready ({len(self.state.history)} moves so far): open the link to download it.")

    def on_upload(self, files) -> None:
        """Open a saved game's file; a file that is not one is named and nothing changes."""
        if not files:
            return
        entry = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        try:
            if entry.get("size", 0) > MAX_RECORD_BYTES:
                raise RecordError(too_big(entry["size"]))
            state = read_record(self.game, entry["content"])
        except RecordError as err:
            self._say(str(err), bad=True)
        else:
            self.open_game(state)
            self._say(f"Opened {entry.get('name') or 'the saved game'}: {len(state.history)} moves so far.")

    def on_kept(self) -> None:
        """The browser holds a game from an earlier visit: offer to restore it."""
        if not self.viewport.stored:
            if self._offer is not None:
                self.offer.layout.display = "none"
            return
        when = self.viewport.stored_at or "an earlier visit"
        # an alert: a screen reader says the offer as it appears, wherever the learner is on the page
        self.offer_text.value = (f"<span role='alert' style='font-size:15px'>{html.escape(offer_words(self.game, when))}"
                                 f"</span>")
        self.offer.layout.display = "flex"

    def on_restore(self) -> None:
        """Open the game the browser kept."""
        self.offer.layout.display = "none"
        try:
            state = read_record(self.game, self.viewport.stored)
        except RecordError as err:
            self._say(f"Your earlier game could not be restored. {err}", bad=True)
            return
        self.open_game(state)
        self._say(f"Your game is back: {len(state.history)} moves so far.")

    def on_dismiss(self) -> None:
        """Leave the kept game alone (it is replaced once a new game is played)."""
        self.offer.layout.display = "none"

    # ---- keeping the game in the browser --------------------------------------------------
    def keep(self, state, seat: int) -> None:
        """Remember the full game on the board (None: a lesson) in the browser once the learner has moved,
        and forget it when it is over."""
        self.state = state
        if self._row is not None and self.message.value and self._told != self._here():
            self.message.value = ""  # "Opened ... 50 moves so far" is not about a new game or a later move
        if state is None:
            return
        if self._row is not None and self.link.value and self._linked != self._here():
            self.link.value = ""  # a link to an older position would mislead
        if state.is_terminal():
            record = ""
        elif any(s == seat for s, _ in state.history):
            record = record_text(state)
        else:
            return
        if record != self.viewport.record:
            self.viewport.record = record
