"""Keep Markdown tables of contents up to date."""

__version__ = "1.2.0"
