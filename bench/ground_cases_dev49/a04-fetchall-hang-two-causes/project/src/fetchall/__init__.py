"""Concurrent bulk downloader."""

__version__ = "0.4.0"
