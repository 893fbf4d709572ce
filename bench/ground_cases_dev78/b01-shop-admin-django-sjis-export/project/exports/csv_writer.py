"""注文一覧CSVの組み立て。経理がExcelと弥生会計で開く。"""
import csv
import io
from collections.abc import Iterable

from django.utils import timezone

from orders.models import Order

HEADER = ["注文番号", "注文日", "顧客名", "顧客名カナ", "小計", "消費税", "合計", "状態"]


def _row(order: Order) -> list[str]:
    ordered = timezone.localtime(order.ordered_at)
    return [
        order.number,
        ordered.strftime("%Y/%m/%d"),
        order.customer.name,
        order.customer.name_kana,
        str(order.subtotal),
        str(order.tax),
        str(order.total),
        order.get_status_display(),
    ]


def write_orders_csv(orders: Iterable[Order]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for order in orders:
        writer.writerow(_row(order))
    return buf.getvalue()
