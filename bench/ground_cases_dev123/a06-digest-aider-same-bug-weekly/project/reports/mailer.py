"""Render a digest and hand it to the mail relay."""
import os
import smtplib
from email.message import EmailMessage

from jinja2 import Environment, PackageLoader, select_autoescape

env = Environment(loader=PackageLoader("reports"), autoescape=select_autoescape())
RECIPIENTS = [a.strip() for a in os.environ.get("DIGEST_TO", "growth@example.com").split(",") if a.strip()]


def render(kind, payload):
    return env.get_template(f"{kind}.html").render(**payload)


def send(kind, payload):
    msg = EmailMessage()
    when = payload.get("day") or payload.get("week_start", "")
    msg["Subject"] = f"{kind.title()} growth digest {when}".rstrip()
    msg["From"] = os.environ.get("DIGEST_FROM", "reports@example.com")
    msg["To"] = ", ".join(RECIPIENTS)
    msg.set_content("This digest needs an HTML-capable mail client.")
    msg.add_alternative(render(kind, payload), subtype="html")
    with smtplib.SMTP(os.environ.get("SMTP_HOST", "localhost"), int(os.environ.get("SMTP_PORT", "25"))) as smtp:
        smtp.send_message(msg)
