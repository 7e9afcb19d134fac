"""The widgets a learner sees: the tutor's lessons on a live board, and the probability corner."""
from .board import BoardPanel
from .edition_view import EditionTable, EditionView
from .lesson import Tutor
from .probability import ProbabilityCorner
from .session import Feedback, Session

__all__ = ["BoardPanel", "EditionTable", "EditionView", "Feedback", "ProbabilityCorner", "Session", "Tutor"]
