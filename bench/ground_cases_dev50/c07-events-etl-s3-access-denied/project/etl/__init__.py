"""Nightly app-event ETL."""
