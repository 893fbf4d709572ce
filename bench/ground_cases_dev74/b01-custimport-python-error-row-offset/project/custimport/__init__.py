"""Customer master CSV import."""

__version__ = "0.4.2"
