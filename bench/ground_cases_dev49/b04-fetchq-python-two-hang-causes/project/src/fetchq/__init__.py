"""fetchq: concurrent downloads with per-host limits."""

__version__ = "0.3.0"
