"""Stamp, number and watermark PDFs."""

__version__ = "2.4.0"
