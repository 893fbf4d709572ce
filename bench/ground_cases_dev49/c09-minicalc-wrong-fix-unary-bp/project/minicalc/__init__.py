"""minicalc: a tiny calculator language."""

__version__ = "0.3.0"
