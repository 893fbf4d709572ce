"""Deprecated: the v1 account API. Kept for the import job until 2025-06."""
from __future__ import annotations


def normalize_email(raw: str) -> str:
    return raw.strip().lower()


def legacy_register(db, email):
    return db.insert("users", {"email": normalize_email(email)})
