import csv
import io

from flask import Blueprint, Response, jsonify, request

from ..models import Order
from ..utils.paging import page_args
from ..utils.timefmt import to_local

bp = Blueprint("orders", __name__)

STATUSES = ("pending", "paid", "shipped", "done", "cancelled")


def serialize_order(o: Order) -> dict:
    return {
        "id": o.id,
        "order_no": o.order_no,
        "user_id": o.user_id,
        "amount": str(o.amount),
        "status": o.status,
        "created_at": o.created_at.strftime("%Y-%m-%d %H:%M:%S"),
        "paid_at": to_local(o.paid_at),
    }


@bp.get("")
def list_orders():
    page, size = page_args()
    q = Order.query
    status = request.args.get("status")
    if status in STATUSES:
        q = q.filter_by(status=status)
    pagination = q.order_by(Order.id.desc()).paginate(page=page, per_page=size, error_out=False)
    return jsonify(total=pagination.total, items=[serialize_order(o) for o in pagination.items])


@bp.get("/export")
def export_orders():
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["订单号", "用户ID", "金额", "状态", "下单时间", "支付时间"])
    for o in Order.query.order_by(Order.id.desc()).limit(5000):
        writer.writerow([o.order_no, o.user_id, o.amount, o.status, to_local(o.created_at), to_local(o.paid_at)])
    return Response("\ufeff" + buf.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": "attachment; filename=orders.csv"})
