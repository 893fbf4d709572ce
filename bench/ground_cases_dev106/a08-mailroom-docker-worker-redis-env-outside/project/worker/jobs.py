"""Job handlers, looked up by the "type" field of a queued job."""
from __future__ import annotations

import logging
import smtplib
from email.message import EmailMessage
from pathlib import Path

log = logging.getLogger("worker.jobs")

SMTP_HOST = "localhost"
THUMB_SIZES = (64, 256)


def send_email(to: str, subject: str, body: str) -> None:
    msg = EmailMessage()
    msg["To"] = to
    msg["From"] = "noreply@mailroom.example"
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.send_message(msg)
    log.info("sent email to %s", to)


def make_thumbnails(path: str) -> None:
    source = Path(path)
    for size in THUMB_SIZES:
        target = source.with_name(f"{source.stem}_{size}{source.suffix}")
        log.info("thumbnail %s -> %s", source.name, target.name)


HANDLERS = {
    "email": send_email,
    "thumbnails": make_thumbnails,
}
