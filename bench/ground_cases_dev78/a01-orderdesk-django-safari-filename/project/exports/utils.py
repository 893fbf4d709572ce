"""Helpers shared by the export views."""
from datetime import date
from urllib.parse import quote

CSV_HEADER = ["注文番号", "顧客名", "フリガナ", "合計(円)", "注文日時", "状態"]


def content_disposition(filename: str) -> str:
    """Value of the Content-Disposition header for a download."""
    return f'attachment; filename="{quote(filename)}"'


def export_filename(prefix: str, day: date) -> str:
    return f"{prefix}_{day:%Y-%m-%d}.csv"


def order_row(order) -> list[str]:
    return [
        order.number,
        order.customer.name,
        order.customer.name_kana,
        str(order.total_yen),
        order.placed_at.strftime("%Y-%m-%d %H:%M"),
        order.status,
    ]
