"""fishtutor: learn fish-themed board games by playing them, one rule at a time."""
__version__ = "0.1.0"
