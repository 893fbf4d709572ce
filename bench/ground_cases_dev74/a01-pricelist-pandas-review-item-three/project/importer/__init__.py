"""Supplier price-list import: read CSV, normalise, validate, upsert into the catalogue."""
__all__ = ["read", "normalize", "validate", "load"]
