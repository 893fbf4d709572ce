"""Generate invoice PDFs from order exports."""

__version__ = "0.4.0"
