from __future__ import annotations

import logging
import os
import smtplib
from email.message import EmailMessage
from email.utils import make_msgid

log = logging.getLogger("notifier.mailer")

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "587"))
SMTP_USER = os.environ.get("SMTP_USER", "")
SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD", "")
FROM = os.environ.get("MAIL_FROM", "news@example.jp")


def build(to: str, subject: str, html: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = FROM
    msg["To"] = to
    msg["Subject"] = subject
    msg["Message-ID"] = make_msgid(domain="example.jp")
    msg.set_content("HTML メールを表示できる環境でご覧ください。")
    msg.add_alternative(html, subtype="html")
    return msg


def send(msg: EmailMessage) -> str:
    with smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=30) as smtp:
        smtp.starttls()
        if SMTP_USER:
            smtp.login(SMTP_USER, SMTP_PASSWORD)
        smtp.send_message(msg)
    log.info("sent %s to %s", msg["Message-ID"], msg["To"])
    return msg["Message-ID"]
