"""Pulls supplier price lists every few minutes and writes them to the price cache."""
