"""The full game's setup row: players, bots, rules variant, who starts, seed, New game (built when first shown)."""
from __future__ import annotations

from collections.abc import Iterator, Mapping

from fishtutor.coach.search import levels
from fishtutor.core.spec import SPECS
from fishtutor.probability.core import MAX_SEED, SeedError, check_seed

from . import kit
from .viewport import SENDS_ROW


class Starters(Mapping[str, tuple[str, str]]):
    """Who starts the full game, in each rulebook's terms: game name -> (label, tooltip), for the games whose spec
    has a first player chosen at setup (a look-up reads that game's spec only)."""

    def __getitem__(self, name: str) -> tuple[str, str]:
        found = SPECS.find(name)
        if found is None or found.starter is None:
            raise KeyError(name)
        return found.starter.label, found.starter.tip

    def __contains__(self, name: object) -> bool:
        found = SPECS.find(name)
        return found is not None and found.starter is not None

    def __iter__(self) -> Iterator[str]:
        return (name for name in SPECS if SPECS[name].starter is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)


STARTER = Starters()


class GameSetup:
    """The controls that set up a full game against bots; ``row`` holds them and the New game button."""

    def __init__(self, game, seat: int, new_game):
        self.game, self.seat = game, seat
        self.players = kit.dropdown(options=list(range(game.min_players, game.max_players + 1)),
                                    value=min(4, game.max_players), description="Players", width="150px")
        offered = levels()
        keys = [level.key for level in offered]
        self.bot_kind = kit.dropdown(options=[(level_label(level), level.key) for level in offered], width="auto",
                                     value="greedy" if "greedy" in keys else keys[0], description="Bots' level",
                                     tooltip="How strong the bots are: each level says what it does")
        self.bot_kind.layout = kit.layout(width="auto", max_width="100%")  # a level's words never run off a phone
        self.game_seed = kit.text("170px", "Seed", "of the full game's deal", value="2026", placeholder=SEED_HINT)
        self.variant = kit.dropdown(options=[(n, i) for i, n in enumerate(game.variant_names)], description="Rules")
        label, tip = STARTER.get(game.name, ("Goes first", "The player who takes the first turn."))
        self.first = kit.dropdown(own=True, description=label, tooltip=tip)
        self.players.observe(lambda _c: self.name_starters(), names="value")
        self.name_starters()
        self.row = kit.row([self.players, self.bot_kind, self.variant, self.first, self.game_seed,
                            kit.button("New game", lambda _b: new_game(), "primary")])
        self.row.add_class(SENDS_ROW)  # New game deals from the seed the box shows, however fast it was typed

    def show(self, state, seeds=()) -> dict:
        """Set the controls to the game ``state`` is (players, rules variant, who starts, seed), so that New game
        deals what they show; a seed no try deals is left blank, said not known. Returns what was read."""
        typed = self.typed_seed()
        settings = setup_of(self.game, state, (*seeds, *([] if typed is None else [typed])))
        self.players.value = settings["players"]
        self.variant.value = settings["variant"]
        if settings["first"] is not None:
            self.first.value = settings["first"]
        known = settings["seed"] is not None
        self.game_seed.value = str(settings["seed"]) if known else ""
        self.game_seed.placeholder = SEED_HINT if known else "not known: type one"
        return settings

    def typed_seed(self) -> int | None:
        """The Seed box as a seed, or None if it holds none."""
        try:
            return check_seed(self.game_seed.value)
        except SeedError:
            return None

    def name_starters(self) -> None:
        """The seats that may start, by name, for the number of players chosen."""
        players = self.players.value
        sample = self.game.new_state(players, seed=0)
        you = self.seat
        keep = self.first.value if self.first.value is not None and self.first.value < players else you
        self.first.options = [(sample.seat_name(s) + (" (you)" if s == you else ""), s) for s in range(players)]
        self.first.value = keep
        self.first.layout.display = "" if takes_first_player(self.game) else "none"


def level_label(level) -> str:
    """A level as the menu offers it: its name and what it does."""
    return f"{level.name}: {level.what_it_does}"


SEED_HINT = f"0 to {MAX_SEED}"
SHAPE_SEEDS = (0, 1, 2)  # a field these seeds all deal alike is set by the options, not by the shuffle


def setup_of(game, state, seeds=()) -> dict:
    """The settings that deal ``state``'s game, read from the position it started from: players, the rules
    variant, who starts (None: the game has no choice) and the seed (None when none of ``seeds`` deals it)."""
    origin, players = state.origin, state.num_players()
    tried = [s for s in dict.fromkeys((origin.get("seed"), *seeds)) if type(s) is int and 0 <= s <= MAX_SEED]
    found = None
    for variant, options in enumerate(game.variants):
        for first in range(players) if takes_first_player(game) else (None,):
            opts = dict(options) if first is None else dict(options, first_player=first)
            if not _same_shape(origin, [game.new_state(players, seed=s, **opts).snapshot() for s in SHAPE_SEEDS]):
                continue
            for seed in tried:
                if game.new_state(players, seed=seed, **opts).snapshot() == origin:
                    return {"players": players, "variant": variant, "first": first, "seed": seed}
            found = found or {"players": players, "variant": variant, "first": first, "seed": None}
    return found or {"players": players, "variant": 0, "first": None, "seed": None}


def _same_shape(origin: dict, samples: list) -> bool:
    """The origin agrees with these fresh deals on every field the shuffle leaves alone, and on the length of
    each shuffled list that always has one length."""
    for key, value in samples[0].items():
        seen = origin.get(key)
        if all(other[key] == value for other in samples[1:]):
            if seen != value:
                return False
        elif isinstance(value, list) and all(len(other[key]) == len(value) for other in samples[1:]):
            if not isinstance(seen, list) or len(seen) != len(value):
                return False
    return True


def takes_first_player(game) -> bool:
    """The game can be set up with a chosen first player (its spec names who starts)."""
    return game.name in STARTER
