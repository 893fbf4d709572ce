"""E-mail through the SMTP relay."""
from __future__ import annotations

import smtplib
from email.message import EmailMessage

from notify.settings import SMTP_HOST


def send_mail(to: str, subject: str, body: str) -> None:
    msg = EmailMessage()
    msg["To"], msg["Subject"] = to, subject
    msg.set_content(body)
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.send_message(msg)
