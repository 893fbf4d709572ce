"""Merging supplier stock into our inventory snapshot."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass
class StockLevel:
    sku: str
    warehouse: str
    qty: int


@dataclass
class MergeResult:
    updated: list[StockLevel] = field(default_factory=list)
    unchanged: int = 0
    skipped: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return f"{len(self.updated)} updated, {self.unchanged} unchanged, {len(self.skipped)} skipped"

    def by_warehouse(self) -> dict[str, int]:
        """How many SKUs change in each warehouse, busiest first."""
        counts: dict[str, int] = {}
        for level in self.updated:
            counts[level.warehouse] = counts.get(level.warehouse, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def parse_qty(value: str) -> int:
    """Supplier quantities come as '12', '12.0' or '1,200'."""
    cleaned = value.replace(",", "").strip()
    if not cleaned:
        return 0
    return max(0, int(float(cleaned)))


def merge_rows(rows: list[dict[str, str]], current: dict[tuple[str, str], int],
               default_warehouse: str = "SH01", skip_zero: bool = False) -> MergeResult:
    """Compare feed rows with the shop's current levels; keep only the changes."""
    result = MergeResult()
    for row in rows:
        sku = row["sku"]
        if not sku:
            result.skipped.append("(empty sku)")
            continue
        warehouse = row.get("warehouse") or default_warehouse
        try:
            qty = parse_qty(row.get("qty", ""))
        except ValueError:
            log.warning("bad qty %r for %s", row.get("qty"), sku)
            result.skipped.append(sku)
            continue
        if skip_zero and qty == 0:
            result.skipped.append(sku)
            continue
        if current.get((sku, warehouse)) == qty:
            result.unchanged += 1
            continue
        result.updated.append(StockLevel(sku, warehouse, qty))
    return result
