"""Pip support assistant."""
