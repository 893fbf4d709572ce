"""Sends the renewal reminder through the company SMTP relay."""
from __future__ import annotations

import smtplib
from email.message import EmailMessage

from settings import Settings

SUBJECT = "Your {plan} plan renews on {renews_on}"

BODY = """Hi {name},

your {plan} subscription renews automatically on {renews_on}.
We will charge {amount} to the card on file.

If you want to change or cancel your plan, visit {account_url}.

Thanks,
the Acme team
"""


class MailError(Exception):
    pass


def format_amount(cents: int, currency: str) -> str:
    return f"{cents / 100:.2f} {currency.upper()}"


def build_message(settings: Settings, sub) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = settings.mail_from
    msg["To"] = sub["email"]
    msg["Subject"] = SUBJECT.format(plan=sub["plan"], renews_on=sub["renews_on"])
    msg.set_content(BODY.format(
        name=sub["name"] or "there",
        plan=sub["plan"],
        renews_on=sub["renews_on"],
        amount=format_amount(sub["amount_cents"], sub["currency"]),
        account_url=settings.account_url,
    ))
    return msg


def send_renewal_reminder(settings: Settings, sub) -> None:
    msg = build_message(settings, sub)
    try:
        with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=20) as smtp:
            smtp.send_message(msg)
    except (smtplib.SMTPException, OSError) as exc:
        raise MailError(str(exc)) from exc
