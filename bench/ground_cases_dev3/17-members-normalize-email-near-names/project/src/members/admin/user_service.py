"""Admin console user tools."""
from __future__ import annotations


def normalize_email(raw: str) -> str:
    return raw.strip().lower()


def display_name(user) -> str:
    return user.name or user.email
