"""Helpers shared by the export/import tools."""
from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path


def load_json(path: str | Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, list):
        raise SystemExit(f"{path}: expected a JSON list")
    return data


def money(value) -> str:
    """Format an amount the way the office's Excel expects: two decimals, comma separator."""
    return f"{Decimal(str(value)):.2f}".replace(".", ",")
