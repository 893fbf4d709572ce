"""stocksync: pulls supplier stock feeds and pushes stock levels to the shop."""

__version__ = "0.7.2"
