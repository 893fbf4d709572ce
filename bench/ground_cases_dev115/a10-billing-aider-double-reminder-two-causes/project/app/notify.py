"""Outgoing customer email."""
import os
import smtplib
from collections.abc import Iterable, Mapping
from email.message import EmailMessage
from typing import Any

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "587"))
SMTP_USER = os.environ.get("SMTP_USER", "")
SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD", "")
MAIL_FROM = os.environ.get("MAIL_FROM", "billing@example.com")


def _connect() -> smtplib.SMTP:
    smtp = smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=10)
    smtp.starttls()
    smtp.login(SMTP_USER, SMTP_PASSWORD)
    return smtp


def build_reminder(invoice: Mapping[str, Any]) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = MAIL_FROM
    msg["To"] = invoice["email"]
    msg["Subject"] = f"Invoice {invoice['number']} is due on {invoice['due_date']:%d %b}"
    msg.set_content(
        f"Hi {invoice['name']},\n\n"
        f"Invoice {invoice['number']} over {invoice['amount']:.2f} EUR is due on {invoice['due_date']:%d %B %Y}.\n"
        f"Pay online: {invoice['pay_url']}\n"
    )
    msg.add_alternative(
        f"<p>Hi {invoice['name']},</p>"
        f"<p>Invoice <b>{invoice['number']}</b> over {invoice['amount']:.2f} EUR is due on "
        f"{invoice['due_date']:%d %B %Y}.</p>"
        f"<p><a href=\"{invoice['pay_url']}\">Pay online</a></p>",
        subtype="html",
    )
    return msg


def send(messages: Iterable[EmailMessage]) -> None:
    smtp = _connect()
    try:
        for msg in messages:
            smtp.send_message(msg)
    finally:
        smtp.quit()
