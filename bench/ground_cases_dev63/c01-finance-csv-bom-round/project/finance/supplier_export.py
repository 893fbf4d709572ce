"""给供应商对账系统的 CSV。

对方是程序解析（Java，按 UTF-8 无 BOM 读），列名和顺序是接口约定，改之前要跟对方确认。
"""
from __future__ import annotations

import csv
from pathlib import Path

from finance.money import fen_to_yuan

FIELDS = ["sku", "supplier_code", "qty", "settle_amount", "month"]


def write_supplier_file(lines: list[dict], supplier_code: str, month: str, out_dir: Path) -> Path:
    path = out_dir / f"supplier_{supplier_code}_{month}.csv"
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        writer.writeheader()
        for line in lines:
            writer.writerow({
                "sku": line["sku"],
                "supplier_code": supplier_code,
                "qty": line["qty"],
                "settle_amount": str(fen_to_yuan(line["settle_fen"])),
                "month": month,
            })
    return path


def suppliers_in(lines: list[dict]) -> list[str]:
    return sorted({line["supplier_code"] for line in lines})
