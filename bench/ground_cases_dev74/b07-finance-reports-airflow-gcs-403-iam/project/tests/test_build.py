import io

import openpyxl

from reports.build import build_daily_xlsx

ROWS = [
    {"store_code": "S001", "store_name": "渋谷店", "orders": 120, "items": 340, "amount": 512000, "tax_amount": 51200},
    {"store_code": "S002", "store_name": "新宿店", "orders": 98, "items": 251, "amount": 401500, "tax_amount": 40150},
]


def load(data: bytes):
    return openpyxl.load_workbook(io.BytesIO(data)).active


def test_header_is_japanese():
    ws = load(build_daily_xlsx(ROWS, "2025-11-09"))
    assert [c.value for c in ws[1]][:6] == ["店舗コード", "店舗名", "注文数", "点数", "売上(税抜)", "消費税"]


def test_total_row():
    ws = load(build_daily_xlsx(ROWS, "2025-11-09"))
    assert ws["B4"].value == "合計"
    assert ws["E4"].value == 913500


def test_report_date_is_written():
    ws = load(build_daily_xlsx(ROWS, "2025-11-09"))
    assert ws["H1"].value == "対象日: 2025-11-09"
