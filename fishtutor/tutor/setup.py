"""The full game's setup row: players, bots, rules variant, who starts, seed, New game (built when first shown)."""
from __future__ import annotations

import inspect

from fishtutor.probability.core import MAX_SEED

from . import kit

# who starts the full game, in each rulebook's terms: (label, tooltip)
STARTER = {"fish_frenzy": ("Youngest", "The youngest player takes the Boat Token and starts the first round."),
           "fish_eat_fish": ("Goes first", "The player who goes first takes the Starfish Token and places first."),
           "jumping_fish": ("Dragon", "The First Player holds the Dragon and plays the first card of round one.")}


class GameSetup:
    """The controls that set up a full game against bots; ``row`` holds them and the New game button."""

    def __init__(self, game, seat: int, new_game):
        self.game, self.seat = game, seat
        self.players = kit.dropdown(options=list(range(game.min_players, game.max_players + 1)),
                                    value=min(4, game.max_players), description="Players", width="150px")
        self.bot_kind = kit.dropdown(options=[("greedy bots", "greedy"), ("random bots", "random")], width="140px")
        self.game_seed = kit.text("170px", value="2026", description="Seed", placeholder=f"0 to {MAX_SEED}")
        self.variant = kit.dropdown(options=[(n, i) for i, n in enumerate(game.variant_names)])
        label, tip = STARTER.get(game.name, ("Goes first", "The player who takes the first turn."))
        self.first = kit.dropdown(own=True, description=label, tooltip=tip)
        self.players.observe(lambda _c: self.name_starters(), names="value")
        self.name_starters()
        self.row = kit.row([self.players, self.bot_kind, self.variant, self.first, self.game_seed,
                            kit.button("New game", lambda _b: new_game(), "primary")])

    def name_starters(self) -> None:
        """The seats that may start, by name, for the number of players chosen."""
        players = self.players.value
        sample = self.game.new_state(players, seed=0)
        you = self.seat
        keep = self.first.value if self.first.value is not None and self.first.value < players else you
        self.first.options = [(sample.seat_name(s) + (" (you)" if s == you else ""), s) for s in range(players)]
        self.first.value = keep
        self.first.layout.display = "" if takes_first_player(self.game) else "none"


def takes_first_player(game) -> bool:
    """The game can be set up with a chosen first player."""
    return "first_player" in inspect.signature(game.state_class.new).parameters
