from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import datetime
from zoneinfo import ZoneInfo

from app.models import Invoice
from app.settings import settings

HEADER = ["請求書番号", "顧客名", "発行日", "支払期限", "ステータス", "担当者", "合計金額"]


def format_date(ts: int) -> str:
    return datetime.fromtimestamp(ts, ZoneInfo(settings.timezone)).strftime("%Y/%m/%d")


def invoice_row(invoice: Invoice) -> list[str]:
    return [
        invoice.number,
        invoice.customer.name,
        format_date(invoice.issued_at),
        format_date(invoice.due_at),
        invoice.status,
        invoice.owner_name,
        f"{invoice.total:.0f}",
    ]


def export_csv(invoices: Iterable[Invoice]) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for invoice in invoices:
        writer.writerow(invoice_row(invoice))
    return buf.getvalue().encode(settings.export_encoding)
