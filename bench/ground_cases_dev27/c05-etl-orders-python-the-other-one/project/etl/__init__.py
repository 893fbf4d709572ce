"""Nightly order report ETL."""
