import csv
import io

from billing.models import Settlement

HEADER = ["订单号", "支付时间", "金额", "手续费", "实收", "状态", "备注"]


def _money(value):
    return f"{value:.2f}"


def _rows(settlements):
    for s in settlements:
        yield [
            s.order_no,
            s.paid_at.strftime("%Y-%m-%d %H:%M:%S"),
            _money(s.amount),
            _money(s.fee),
            _money(s.net_amount),
            s.get_status_display(),
            s.remark,
        ]


def statement_queryset(merchant, month):
    year, mon = (int(x) for x in month.split("-"))
    return Settlement.objects.filter(
        merchant=merchant, paid_at__year=year, paid_at__month=mon
    ).order_by("paid_at")


def build_statement_csv(settlements):
    """对账单 CSV 文本（财务用 Excel 打开）。"""
    buf = io.StringIO()
    buf.write("\ufeff")  # Excel 需要 BOM 才会按 UTF-8 打开
    writer = csv.writer(buf)
    writer.writerow(HEADER)
    for row in _rows(settlements):
        writer.writerow(row)
    return buf.getvalue()
