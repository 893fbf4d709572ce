"""自社価格表.xlsx の読み書き（openpyxl）。

列: A 品番 / B 品名 / C カテゴリ / D 仕入値 / E 売値 / F 定価 / G 更新日 / H メモ
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from openpyxl import load_workbook

FIRST_ROW = 2


@dataclass
class ShopItem:
    row: int
    code: str
    name: str
    category: str
    cost: int
    price: int


def load_items(path: Path, sheet: str) -> dict[str, ShopItem]:
    wb = load_workbook(path, read_only=True, data_only=True)
    ws = wb[sheet]
    items: dict[str, ShopItem] = {}
    for i, r in enumerate(ws.iter_rows(min_row=FIRST_ROW, values_only=True), start=FIRST_ROW):
        code = str(r[0] or "").strip()
        if not code:
            continue
        items[code] = ShopItem(row=i, code=code, name=str(r[1] or ""), category=str(r[2] or ""),
                               cost=int(r[3] or 0), price=int(r[4] or 0))
    wb.close()
    return items


def save_changes(path: Path, sheet: str, changes: list[tuple[ShopItem, int, int]]) -> None:
    """changes: (item, 新しい仕入値, 新しい売値)"""
    wb = load_workbook(path)
    ws = wb[sheet]
    today = date.today().strftime("%Y/%m/%d")
    for item, cost, price in changes:
        ws.cell(row=item.row, column=4, value=cost)
        ws.cell(row=item.row, column=5, value=price)
        ws.cell(row=item.row, column=7, value=today)
    wb.save(path)
