"""Nightly order export for the shop back office."""

__version__ = "0.3.1"
