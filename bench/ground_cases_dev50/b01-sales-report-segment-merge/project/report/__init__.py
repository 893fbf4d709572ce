"""Monthly sales report for accounting."""
__version__ = "0.4.0"
