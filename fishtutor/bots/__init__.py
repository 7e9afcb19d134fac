"""Bots written once against the protocol, for every game: random, greedy, and the information-set search."""
from .base import SeatView, advance, play_game
from .levels import LEVELS, Level, make_bot
from . import thinking
from .search import Line, SearchBot, analyse, analyse_move
from .simple import BOTS, GreedyBot, RandomBot

__all__ = ["BOTS", "LEVELS", "GreedyBot", "Level", "Line", "RandomBot", "SearchBot", "SeatView", "advance", "analyse",
           "analyse_move", "make_bot", "play_game"]
