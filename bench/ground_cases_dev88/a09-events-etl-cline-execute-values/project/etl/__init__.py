"""Nightly load of product events from the export bucket into the warehouse."""
__version__ = "0.9.3"
