import smtplib
import ssl
from email.message import EmailMessage
from email.utils import formataddr, make_msgid
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

from app.config import settings

TEMPLATES = Environment(loader=FileSystemLoader(Path(__file__).parent / "templates"), autoescape=False)


def build_message(to: str, subject: str, template: str, **context) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = formataddr((settings.mail_from_name, settings.mail_from))
    msg["To"] = to
    msg["Subject"] = subject
    msg["Message-ID"] = make_msgid(domain=settings.mail_from.split("@")[1])
    msg.set_content(TEMPLATES.get_template(template).render(**context))
    return msg


def send(msg: EmailMessage) -> None:
    with smtplib.SMTP(settings.mail_host, settings.mail_port, timeout=15) as smtp:
        if settings.mail_starttls:
            smtp.starttls(context=ssl.create_default_context())
        if settings.mail_user:
            smtp.login(settings.mail_user, settings.mail_password)
        smtp.send_message(msg)


def send_order_confirmation(order) -> None:
    msg = build_message(
        order.email,
        f"【ひなた食品店】ご注文ありがとうございます（{order.number}）",
        "order_confirmation.txt",
        order=order,
    )
    if settings.mail_staff_bcc:
        msg["Bcc"] = settings.mail_staff_bcc
    send(msg)
