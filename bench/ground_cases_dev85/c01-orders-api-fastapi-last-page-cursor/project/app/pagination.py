"""Opaque cursors for keyset pagination.

A cursor is urlsafe base64 of the sort key of the last row the client saw.
"""
from __future__ import annotations

import base64
import binascii
from datetime import datetime

from fastapi import HTTPException

from app.models import OrderRow


def encode_cursor(row: OrderRow) -> str:
    raw = f"{row.created_at.isoformat()}|{row.id}"
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, int]:
    padded = cursor + "=" * (-len(cursor) % 4)
    try:
        raw = base64.urlsafe_b64decode(padded.encode()).decode()
        at, _, order_id = raw.partition("|")
        return datetime.fromisoformat(at), int(order_id)
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise HTTPException(status_code=400, detail={"code": "invalid_cursor", "message": "cursor is malformed"})
