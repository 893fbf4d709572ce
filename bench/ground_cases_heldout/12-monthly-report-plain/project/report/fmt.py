from __future__ import annotations

import csv
from pathlib import Path

from openpyxl import Workbook

from .monthly import StoreLine

HEADER = ["门店", "订单数", "销售额（元）", "环比"]


def yuan(fen: int) -> str:
    return f"{fen / 100:,.2f}"


def pct(x: float | None) -> str:
    return "—" if x is None else f"{x:+.1%}"


def to_xlsx(lines: list[StoreLine], out: Path, title: str) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = title
    ws.append(HEADER)
    for l in lines:
        ws.append([l.store, l.orders, l.amount_fen / 100, pct(l.growth)])
    wb.save(out)


def to_csv(lines: list[StoreLine], out: Path) -> None:
    with out.open("w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh)
        w.writerow(HEADER)
        for l in lines:
            w.writerow([l.store, l.orders, yuan(l.amount_fen), pct(l.growth)])
