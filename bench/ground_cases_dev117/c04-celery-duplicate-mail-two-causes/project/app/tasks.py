import os
import smtplib
from datetime import datetime, timedelta

from app.celery_app import app
from app.db import Order, session_scope
from app.mailer import send_mail


@app.task(bind=True, autoretry_for=(smtplib.SMTPException, TimeoutError), retry_backoff=30, max_retries=5)
def send_order_confirmation(self, order_id: int) -> None:
    with session_scope() as db:
        order = db.get(Order, order_id)
        if order is None or order.confirmation_sent_at is not None:
            return
        send_mail(order.email, f"订单 {order.number} 已确认", render(order), os.environ["SMTP_PASSWORD"])
        order.confirmation_sent_at = datetime.now()


@app.task
def sweep_unsent_confirmations() -> int:
    cutoff = datetime.now() - timedelta(minutes=2)
    with session_scope() as db:
        ids = [o.id for o in db.query(Order).filter(Order.confirmation_sent_at.is_(None), Order.created_at < cutoff)]
    for order_id in ids:
        send_order_confirmation.delay(order_id)
    return len(ids)


def render(order: Order) -> str:
    lines = [f"您好，您的订单 {order.number} 已确认。", ""]
    for item in order.items:
        lines.append(f"  {item.name} x{item.quantity}  ¥{item.price:.2f}")
    lines.append("")
    lines.append(f"合计：¥{order.total:.2f}")
    return "\n".join(lines)
