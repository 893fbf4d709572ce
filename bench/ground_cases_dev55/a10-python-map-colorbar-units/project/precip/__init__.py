"""Precipitation analysis helpers for the monsoon paper."""
