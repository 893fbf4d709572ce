from datetime import date
from itertools import count

_counters: dict[str, count] = {}


def next_number(prefix: str, today: date) -> str:
    """INV-2025-000123 style numbers; the sequence restarts every calendar year."""
    seq = _counters.setdefault(f"{prefix}-{today.year}", count(1))
    return f"{prefix}-{today.year}-{next(seq):06d}"


def reset() -> None:
    _counters.clear()
