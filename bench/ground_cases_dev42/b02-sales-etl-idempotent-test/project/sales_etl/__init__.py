"""Nightly POS export load."""

__version__ = "1.6.0"
