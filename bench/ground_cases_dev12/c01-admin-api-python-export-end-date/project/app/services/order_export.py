"""订单导出：运营后台「订单管理 -> 导出」按钮调用。"""
import csv
import io
from datetime import date, datetime, time
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Order, OrderStatus, User

EXPORT_HEADERS = ["订单号", "下单时间", "用户", "手机号", "金额", "状态", "支付时间", "备注"]

STATUS_TEXT = {
    OrderStatus.PENDING: "待支付",
    OrderStatus.PAID: "已支付",
    OrderStatus.SHIPPED: "已发货",
    OrderStatus.DONE: "已完成",
    OrderStatus.CANCELLED: "已取消",
    OrderStatus.REFUNDED: "已退款",
}

MAX_EXPORT_ROWS = 50000


def mask_phone(phone: str | None) -> str:
    if not phone or len(phone) < 7:
        return phone or ""
    return phone[:3] + "****" + phone[-4:]


def fmt_money(cents: int) -> str:
    return str((Decimal(cents) / 100).quantize(Decimal("0.01")))


def fmt_dt(value: datetime | None) -> str:
    return value.strftime("%Y-%m-%d %H:%M:%S") if value else ""


def query_orders(db: Session, start_date: date, end_date: date, status: OrderStatus | None = None):
    start = datetime.combine(start_date, time.min)
    end = datetime.combine(end_date, time.min)
    stmt = (
        select(Order, User)
        .join(User, User.id == Order.user_id)
        .where(Order.created_at >= start, Order.created_at <= end)
        .order_by(Order.created_at.desc())
        .limit(MAX_EXPORT_ROWS)
    )
    if status is not None:
        stmt = stmt.where(Order.status == status)
    return db.execute(stmt).all()


def build_csv(rows) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(EXPORT_HEADERS)
    for order, user in rows:
        writer.writerow([
            order.order_no,
            fmt_dt(order.created_at),
            user.nickname,
            mask_phone(user.phone),
            fmt_money(order.amount_cents),
            STATUS_TEXT.get(order.status, str(order.status)),
            fmt_dt(order.paid_at),
            order.remark,
        ])
    # utf-8-sig：运营用 Excel 打开不乱码
    return buf.getvalue().encode("utf-8-sig")


def export_filename(start_date: date, end_date: date) -> str:
    return f"orders_{start_date:%Y%m%d}_{end_date:%Y%m%d}.csv"
