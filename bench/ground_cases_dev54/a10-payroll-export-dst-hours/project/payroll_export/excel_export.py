"""The monthly hours workbook the payroll provider imports (one row per shift)."""
from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font

from payroll_export.timesheets import Shift

HEADERS = ["Personalnummer", "Kostenstelle", "Datum", "Beginn", "Ende", "Stunden"]


def write_workbook(shifts: list[Shift], path: Path, company_no: str) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = f"Stunden {company_no}"
    ws.append(HEADERS)
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for s in sorted(shifts, key=lambda s: (s.employee_no, s.clock_in)):
        ws.append([
            s.employee_no,
            s.cost_center,
            s.day,
            s.clock_in.strftime("%H:%M"),
            s.clock_out.strftime("%H:%M"),
            float(s.hours),
        ])
        ws.cell(row=ws.max_row, column=3).number_format = "DD.MM.YYYY"
    total = sum((s.hours for s in shifts), Decimal("0"))
    ws.append([])
    ws.append(["Summe", None, None, None, None, float(total)])
    path.parent.mkdir(parents=True, exist_ok=True)
    wb.save(path)
    return path
