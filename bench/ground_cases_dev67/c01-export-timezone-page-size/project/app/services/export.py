"""CSV export of orders for the ops team (opened in Excel, hence utf-8-sig)."""
import csv
import io
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from app.config import settings

HEADER = ["订单号", "客户", "状态", "金额", "下单时间", "支付时间"]
STATUS_LABELS = {
    "pending_payment": "待支付",
    "paid": "已支付",
    "shipped": "已发货",
    "refunded": "已退款",
    "cancelled": "已取消",
}


def _tz() -> ZoneInfo:
    return ZoneInfo(settings.export_tz)


def format_ts(ts: datetime | None) -> str:
    """A naive UTC timestamp from the DB, shown in the export timezone."""
    if ts is None:
        return ""
    return ts.replace(tzinfo=UTC).astimezone(_tz()).strftime("%Y-%m-%d %H:%M:%S")


def day_range(day_from: date, day_to: date) -> tuple[datetime, datetime]:
    """[day_from 00:00, day_to+1 00:00) as naive datetimes for the created_at filter."""
    tz = _tz()
    start = datetime.combine(day_from, time.min, tzinfo=tz).astimezone(UTC).replace(tzinfo=None)
    end = datetime.combine(day_to + timedelta(days=1), time.min, tzinfo=tz).astimezone(UTC).replace(tzinfo=None)
    return start, end


def build_csv(orders) -> str:
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(HEADER)
    for o in orders:
        w.writerow([
            o.number,
            o.customer_name,
            STATUS_LABELS.get(o.status, o.status),
            f"{o.total:.2f}",
            format_ts(o.created_at),
            format_ts(o.paid_at),
        ])
    return buf.getvalue()
