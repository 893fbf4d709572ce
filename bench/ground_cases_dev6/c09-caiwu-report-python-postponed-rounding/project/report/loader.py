import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass
class SaleRow:
    order_no: str
    store: str
    day: str
    amount: float  # 含税金额，元
    tax_rate: float


def load_sales(source_dir: str, month: str) -> list[SaleRow]:
    path = Path(source_dir) / f"sales-{month}.csv"
    rows = []
    with open(path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            if r["status"] != "paid":
                continue
            rows.append(SaleRow(
                order_no=r["order_no"],
                store=r["store"],
                day=r["paid_at"][:10],
                amount=float(r["amount"]),
                tax_rate=float(r.get("tax_rate") or 0.06),
            ))
    return rows
