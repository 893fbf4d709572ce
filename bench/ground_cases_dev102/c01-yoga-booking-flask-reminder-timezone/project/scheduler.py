"""Background jobs: `python scheduler.py` next to the web process."""
from __future__ import annotations

import logging
import smtplib
import time
from email.message import EmailMessage

from booking.models import store
from booking.reminders import send_reminders

INTERVAL_SECONDS = 600
SMTP_HOST = "smtp.internal"


def send_mail(to: str, subject: str, body: str) -> None:
    msg = EmailMessage()
    msg["From"] = "noreply@yoga-studio.cn"
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP(SMTP_HOST, 25, timeout=10) as smtp:
        smtp.send_message(msg)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    while True:
        send_reminders(store, send_mail)
        time.sleep(INTERVAL_SECONDS)


if __name__ == "__main__":
    main()
