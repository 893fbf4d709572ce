import csv
import io
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal

from fastapi import APIRouter, Depends, HTTPException, Query
from fastapi.responses import StreamingResponse
from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from app.database import get_db
from app.models import Order, OrderItem
from app.schemas import OrderCreate, OrderOut
from app.services.coupon import CouponError, apply_coupon

router = APIRouter()


@router.post("", response_model=OrderOut, status_code=201)
def create_order(payload: OrderCreate, db: Session = Depends(get_db)):
    total = sum((item.price * item.quantity for item in payload.items), Decimal("0"))
    order = Order(user_id=payload.user_id, total=total, discount=Decimal("0"))
    for item in payload.items:
        order.items.append(OrderItem(sku=item.sku, price=item.price, quantity=item.quantity))

    if payload.coupon_code:
        try:
            coupon, discount = apply_coupon(db, payload.coupon_code, total)
        except CouponError as e:
            raise HTTPException(status_code=400, detail={"code": e.code, "message": e.message})
        order.coupon_id = coupon.id
        order.discount = discount

    db.add(order)
    db.commit()
    db.refresh(order)
    return order


@router.get("", response_model=list[OrderOut])
def list_orders(
    user_id: int | None = None,
    status: str | None = None,
    page: int = Query(1, ge=1),
    size: int = Query(20, ge=1, le=100),
    db: Session = Depends(get_db),
):
    stmt = select(Order).options(selectinload(Order.items)).order_by(Order.id.desc())
    if user_id is not None:
        stmt = stmt.where(Order.user_id == user_id)
    if status:
        stmt = stmt.where(Order.status == status)
    stmt = stmt.offset((page - 1) * size).limit(size)
    return db.scalars(stmt).all()


EXPORT_HEADER = ["订单号", "用户ID", "金额", "优惠", "状态", "下单时间"]
CST = timezone(timedelta(hours=8))


@router.get("/export")
def export_orders(
    status: str | None = None,
    start: date | None = Query(None, description="下单日期起（含），北京时间，如 2024-01-01"),
    end: date | None = Query(None, description="下单日期止（含），北京时间"),
    db: Session = Depends(get_db),
):
    if start and end and start > end:
        raise HTTPException(status_code=400, detail="start 不能晚于 end")
    stmt = select(Order).order_by(Order.id)
    if status:
        stmt = stmt.where(Order.status == status)
    if start:
        stmt = stmt.where(Order.created_at >= datetime.combine(start, time.min, tzinfo=CST))
    if end:
        stmt = stmt.where(Order.created_at < datetime.combine(end + timedelta(days=1), time.min, tzinfo=CST))

    def rows():
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(EXPORT_HEADER)
        yield "\ufeff" + buf.getvalue()  # BOM，Excel 直接打开不乱码
        for order in db.scalars(stmt).yield_per(500):
            buf.seek(0)
            buf.truncate()
            writer.writerow([
                order.id,
                order.user_id,
                f"{order.total:.2f}",
                f"{order.discount:.2f}",
                order.status,
                order.created_at.strftime("%Y-%m-%d %H:%M:%S"),
            ])
            yield buf.getvalue()

    filename = f"orders-{datetime.now():%Y%m%d}.csv"
    return StreamingResponse(rows(), media_type="text/csv; charset=utf-8",
                             headers={"Content-Disposition": f'attachment; filename="{filename}"'})


@router.get("/{order_id}", response_model=OrderOut)
def get_order(order_id: int, db: Session = Depends(get_db)):
    order = db.get(Order, order_id)
    if order is None:
        raise HTTPException(status_code=404, detail="订单不存在")
    return order


@router.post("/{order_id}/cancel", response_model=OrderOut)
def cancel_order(order_id: int, db: Session = Depends(get_db)):
    order = db.get(Order, order_id)
    if order is None:
        raise HTTPException(status_code=404, detail="订单不存在")
    if order.status not in ("pending", "paid"):
        raise HTTPException(status_code=409, detail=f"订单状态为 {order.status}，不能取消")
    order.status = "cancelled"
    db.commit()
    db.refresh(order)
    return order
