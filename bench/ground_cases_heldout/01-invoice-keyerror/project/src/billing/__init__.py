"""Back-office billing helpers."""

__version__ = "0.4.2"
