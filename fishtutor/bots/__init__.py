"""Bots written once against the protocol, for every game."""
from .base import SeatView, advance, play_game
from .simple import BOTS, GreedyBot, RandomBot, make_bot

__all__ = ["BOTS", "GreedyBot", "RandomBot", "SeatView", "advance", "make_bot", "play_game"]
