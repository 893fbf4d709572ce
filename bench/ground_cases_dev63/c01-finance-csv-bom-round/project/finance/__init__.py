"""finance-batch: monthly finance exports."""

__version__ = "0.9.3"
