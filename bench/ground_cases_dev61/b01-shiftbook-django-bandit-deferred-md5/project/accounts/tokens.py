"""Invite codes that store managers hand to new part-timers.

A code is shown once on the manager's screen and typed in by the new staff member on
their phone, so it avoids characters that are easy to confuse (0/O, 1/l/I).
"""
from __future__ import annotations

import secrets
from datetime import timedelta

from django.utils import timezone

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
CODE_TTL = timedelta(hours=72)


def new_invite_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def format_for_display(code: str) -> str:
    """ABCDE-FGHJK: easier to read aloud over the phone."""
    return f"{code[:5]}-{code[5:]}"


def normalise(typed: str) -> str:
    return typed.replace("-", "").replace(" ", "").upper()


def expires_at(created=None):
    return (created or timezone.now()) + CODE_TTL


def is_expired(created) -> bool:
    return timezone.now() >= expires_at(created)
