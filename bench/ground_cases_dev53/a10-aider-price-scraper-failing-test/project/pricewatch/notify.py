"""Email when a watched price drops below its threshold."""
from __future__ import annotations

import os
import smtplib
from decimal import Decimal
from email.message import EmailMessage

SMTP_HOST = os.environ.get("SMTP_HOST", "smtp.fastmail.com")
SMTP_USER = os.environ.get("SMTP_USER", "")
SMTP_PASS = os.environ.get("SMTP_PASS", "")
TO = os.environ.get("PRICEWATCH_TO", "maya@fastmail.com")


def format_eur(value: Decimal) -> str:
    return f"{value:,.2f} €".replace(",", "X").replace(".", ",").replace("X", ".")


def send_drop(name: str, url: str, old: Decimal | None, new: Decimal, threshold: Decimal) -> None:
    msg = EmailMessage()
    drop = f" ({(new - old) / old:+.0%})" if old else ""
    msg["Subject"] = f"Price drop: {name} now {format_eur(new)}{drop}"
    msg["From"] = SMTP_USER or TO
    msg["To"] = TO
    lines = [
        f"{name}",
        f"now:       {format_eur(new)}",
        f"before:    {format_eur(old) if old is not None else '-'}",
        f"threshold: {format_eur(threshold)}",
        "",
        url,
    ]
    msg.set_content("\n".join(lines))
    with smtplib.SMTP_SSL(SMTP_HOST, 465) as smtp:
        smtp.login(SMTP_USER, SMTP_PASS)
        smtp.send_message(msg)
