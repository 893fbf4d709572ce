"""Daily 09:00: remind customers about open invoices that are due."""
import logging
from datetime import date

from sqlalchemy import select

from app.db import SessionLocal
from app.mailer import send_mail
from app.models import Invoice

log = logging.getLogger(__name__)


def fetch_due_invoices(today: date) -> list[Invoice]:
    with SessionLocal() as session:
        stmt = select(Invoice).where(Invoice.status == "open", Invoice.due_date <= today).order_by(Invoice.id)
        return list(session.scalars(stmt))


def reminder_body(invoice: Invoice) -> str:
    yuan = invoice.amount_fen / 100
    return (
        f"{invoice.customer.name} 您好：\n\n"
        f"账单 {invoice.number}（{invoice.period}）金额 ¥{yuan:,.2f} 已于 {invoice.due_date:%Y-%m-%d} 到期，"
        "请尽快付款。如已付款请忽略本邮件。\n"
    )


def send_reminders(today: date | None = None) -> int:
    today = today or date.today()
    sent = 0
    for invoice in fetch_due_invoices(today):
        send_mail(invoice.customer.email, f"账单 {invoice.number} 已到期", reminder_body(invoice))
        sent += 1
    log.info("sent %d invoice reminders", sent)
    return sent
