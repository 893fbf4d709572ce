"""Turn rows of the warehouse CSV export into inventory updates for the shop."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal
from collections.abc import Iterable, Iterator

CSV_TIME_FORMAT = "%Y/%m/%d %H:%M"
REQUIRED_COLUMNS = ("商品コード", "在庫数", "単価", "更新日時")

Row = dict[str, str]


@dataclass(frozen=True)
class InventoryItem:
    sku: str
    quantity: int
    unit_price: Decimal
    updated_at: datetime


def to_sku(code: str) -> str:
    """Warehouse product code -> shop SKU.

    Leading zeros are significant ("00123" and "123" are different products),
    so the code is kept as is apart from surrounding whitespace and case.
    """
    code = code.strip().upper()
    return "WH-" + code


def parse_qty(raw: str | None) -> int:
    if raw is None or raw.strip() == "":
        return 0
    qty = int(float(raw.replace(",", "")))
    return max(qty, 0)


def parse_updated_at(raw: str) -> datetime:
    # The warehouse system writes wall-clock time without an offset.
    parsed = datetime.strptime(raw.strip(), CSV_TIME_FORMAT)
    return parsed.replace(tzinfo=timezone.utc)


def parse_price(raw: str) -> Decimal:
    return Decimal(str(float(raw.replace(",", "").replace("¥", ""))))


def row_to_item(row: Row) -> InventoryItem:
    return InventoryItem(
        sku=to_sku(row["商品コード"]),
        quantity=parse_qty(row["在庫数"]),
        unit_price=parse_price(row["単価"]),
        updated_at=parse_updated_at(row["更新日時"]),
    )


def read_rows(lines: Iterable[str]) -> Iterator[Row]:
    reader = csv.DictReader(lines)
    missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
    if missing:
        raise ValueError(f"CSV is missing columns: {', '.join(missing)}")
    yield from reader


def changed_since(lines: Iterable[str], last_run: datetime) -> Iterator[InventoryItem]:
    """Items whose 更新日時 is after the previous successful run."""
    for row in read_rows(lines):
        item = row_to_item(row)
        if item.updated_at > last_run:
            yield item
