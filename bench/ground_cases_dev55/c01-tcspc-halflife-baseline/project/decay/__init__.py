"""TCSPC decay fitting for the lifetime paper."""
__version__ = "0.3.1"
