"""Monthly revenue report."""
__version__ = "0.6.2"
