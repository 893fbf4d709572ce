"""logslice: print the lines of a log that fall in a time range."""

__version__ = "0.2.0"
