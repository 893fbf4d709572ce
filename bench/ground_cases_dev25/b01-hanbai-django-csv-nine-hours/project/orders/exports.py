"""注文データの CSV エクスポート（経理向け）。"""
from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from decimal import Decimal

from django.http import HttpResponse
from django.utils import timezone

from orders.models import Order

HEADER = ["注文番号", "受注日時", "顧客名", "支払方法", "小計", "消費税", "合計", "出荷日", "ステータス"]

STATUS_LABELS = {
    Order.Status.PENDING: "未処理",
    Order.Status.PAID: "入金済",
    Order.Status.SHIPPED: "出荷済",
    Order.Status.CANCELLED: "キャンセル",
}


def _yen(value: Decimal | None) -> str:
    if value is None:
        return ""
    return f"{value:.0f}"


def _row(order: Order) -> list[str]:
    return [
        order.number,
        order.created_at.strftime("%Y/%m/%d %H:%M"),
        order.customer.name,
        order.get_payment_method_display(),
        _yen(order.subtotal),
        _yen(order.tax),
        _yen(order.total),
        order.shipped_on.strftime("%Y/%m/%d") if order.shipped_on else "",
        STATUS_LABELS.get(order.status, order.status),
    ]


def export_orders_csv(orders: Iterable[Order]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for order in orders:
        writer.writerow(_row(order))
    return buf.getvalue()


def csv_response(orders: Iterable[Order], filename: str | None = None) -> HttpResponse:
    filename = filename or f"orders_{timezone.localdate():%Y%m%d}.csv"
    body = export_orders_csv(orders)
    # 経理の Excel で開くので BOM 付き UTF-8
    response = HttpResponse("\ufeff" + body, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
