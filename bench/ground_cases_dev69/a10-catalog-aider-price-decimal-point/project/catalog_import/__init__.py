"""Supplier price list import."""
__version__ = "0.6.0"
