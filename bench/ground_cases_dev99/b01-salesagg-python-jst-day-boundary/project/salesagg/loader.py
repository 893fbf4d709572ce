"""POS エクスポート (JSON Lines) の読み込み。"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Sale:
    store: str
    sku: str
    qty: int
    amount: Decimal
    sold_at: datetime  # UTC (aware)


def parse_ts(value: str) -> datetime:
    # POS は "2024-03-01T00:12:34Z" 形式で UTC を出す
    if value.endswith("Z"):
        value = value[:-1] + "+00:00"
    ts = datetime.fromisoformat(value)
    if ts.tzinfo is None:
        raise ValueError(f"timezone missing: {value}")
    return ts


def parse_line(line: str) -> Sale:
    row = json.loads(line)
    return Sale(
        store=row["store"],
        sku=row["sku"],
        qty=int(row["qty"]),
        amount=Decimal(str(row["amount"])),
        sold_at=parse_ts(row["sold_at"]),
    )


def read_sales(paths: Iterable[Path]) -> Iterator[Sale]:
    for path in paths:
        with path.open(encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    yield parse_line(line)
                except (KeyError, ValueError) as exc:
                    raise ValueError(f"{path}:{n}: {exc}") from exc
