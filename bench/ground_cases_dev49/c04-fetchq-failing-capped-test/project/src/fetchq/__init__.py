"""fetchq: concurrent downloads with retries."""

__version__ = "0.4.0"
