"""Reading the order export (one JSON object per line) from the shop backend."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

REQUIRED = ("id", "created_at", "amount", "status")


class BadRecord(ValueError):
    pass


def _parse(line: str, lineno: int) -> dict:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise BadRecord(f"line {lineno}: {exc.msg}") from None
    missing = [k for k in REQUIRED if k not in record]
    if missing:
        raise BadRecord(f"line {lineno}: missing {', '.join(missing)}")
    return record


def iter_orders(path: Path) -> Iterator[dict]:
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if line.strip():
                yield _parse(line, lineno)


def load_orders(path: Path) -> list[dict]:
    """All orders in the export, each id once (the export repeats edited orders)."""
    seen: dict[str, dict] = {}
    for order in iter_orders(path):
        seen[order["id"]] = order
    return list(seen.values())
