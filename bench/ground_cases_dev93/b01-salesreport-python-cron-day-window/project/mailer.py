"""Send the report mail through the office relay."""
from __future__ import annotations

import smtplib
from datetime import date
from email.message import EmailMessage

from settings import MAIL_FROM, REPORT_RECIPIENTS, SMTP_HOST, SMTP_PORT, check_recipients, subject_prefix


def build_message(day: date, body: str, attachments: dict[str, bytes] | None = None) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = MAIL_FROM
    msg["To"] = ", ".join(REPORT_RECIPIENTS)
    msg["Subject"] = f"{subject_prefix()}日次売上レポート {day:%Y-%m-%d}"
    msg.set_content(body)
    for name, data in (attachments or {}).items():
        msg.add_attachment(data, maintype="text", subtype="csv", filename=name)
    return msg


def send(msg: EmailMessage) -> None:
    check_recipients()
    with smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=30) as smtp:
        smtp.send_message(msg)


def render_body(day: date, lines: list[str]) -> str:
    head = f"{day:%Y年%m月%d日} の売上です。"
    foot = "\n-- \nこのメールは report-cron から自動送信されています。"
    return "\n".join([head, "", *lines, foot])


def preview(msg: EmailMessage) -> str:
    """What the mail looks like, for --dry-run."""
    parts = [f"To: {msg['To']}", f"Subject: {msg['Subject']}", ""]
    body = msg.get_body(preferencelist=("plain",))
    parts.append(body.get_content() if body else "")
    names = [p.get_filename() for p in msg.iter_attachments()]
    if names:
        parts.append("添付: " + ", ".join(names))
    return "\n".join(parts)
