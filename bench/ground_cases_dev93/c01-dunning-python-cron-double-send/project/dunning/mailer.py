"""Thin SMTP wrapper so the run loop can be tested with a fake."""
from __future__ import annotations

import smtplib
import ssl
from email.message import EmailMessage

from dunning.config import Settings


class MailError(Exception):
    pass


class Mailer:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def send(self, to: str, subject: str, body: str) -> None:
        msg = EmailMessage()
        msg["From"] = self.settings.sender
        msg["To"] = to
        msg["Subject"] = subject
        msg.set_content(body)
        try:
            ctx = ssl.create_default_context()
            with smtplib.SMTP_SSL(self.settings.smtp_host, self.settings.smtp_port, context=ctx, timeout=20) as s:
                if self.settings.smtp_user:
                    s.login(self.settings.smtp_user, self.settings.smtp_password)
                s.send_message(msg)
        except (smtplib.SMTPException, OSError) as exc:
            raise MailError(str(exc)) from exc


class FakeMailer:
    """Collects messages instead of sending them (tests, --date replays)."""

    def __init__(self) -> None:
        self.outbox: list[tuple[str, str, str]] = []

    def send(self, to: str, subject: str, body: str) -> None:
        self.outbox.append((to, subject, body))
