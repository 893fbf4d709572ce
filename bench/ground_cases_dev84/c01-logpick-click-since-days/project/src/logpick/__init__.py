"""logpick: filter application logs from the terminal."""

__version__ = "0.4.1"
