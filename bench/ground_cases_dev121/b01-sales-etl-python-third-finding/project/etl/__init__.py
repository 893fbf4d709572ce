"""Nightly sales export: store POS CSV -> cleaned rows -> JSON lines for the warehouse."""

__version__ = "0.4.2"
