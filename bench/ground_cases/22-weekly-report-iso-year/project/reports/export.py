from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from openpyxl import Workbook


def write_workbook(path: Path, sheets: dict[str, dict], currency: str) -> None:
    wb = Workbook()
    wb.remove(wb.active)
    for title, rows in sheets.items():
        ws = wb.create_sheet(title)
        ws.append(["期间", f"销售额（{currency}）"])
        for period, amount in rows.items():
            ws.append([str(period), float(Decimal(amount))])
        ws.column_dimensions["A"].width = 14
        ws.column_dimensions["B"].width = 18
    wb.save(path)
