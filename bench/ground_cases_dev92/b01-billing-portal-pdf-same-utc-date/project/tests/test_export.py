from decimal import Decimal

from app.export import HEADER, export_csv, format_date
from app.models import Customer, Invoice, InvoiceLine


def make_invoice(**kw) -> Invoice:
    base = dict(
        id=1,
        number="INV-2025-0001",
        customer=Customer(id=1, name="テスト株式会社", email="t@example.com"),
        issued_at=1759309200,  # 2025-10-01 18:00 JST
        due_at=1761922800,
        status="issued",
        owner_name="田中",
        lines=[InvoiceLine("作業費", 2, Decimal("10000"))],
    )
    base.update(kw)
    return Invoice(**base)


def test_export_header():
    body = export_csv([]).decode("utf-8-sig")
    assert body.splitlines()[0].split(",") == HEADER
    assert HEADER == ["請求書番号", "顧客名", "発行日", "支払期限", "ステータス", "担当者", "合計金額"]


def test_export_row_total():
    body = export_csv([make_invoice()]).decode("utf-8-sig")
    row = body.splitlines()[1].split(",")
    assert row[0] == "INV-2025-0001"
    assert row[5] == "田中"
    assert row[-1] == "20000"


def test_format_date():
    assert format_date(1759309200) == "2025/10/01"
