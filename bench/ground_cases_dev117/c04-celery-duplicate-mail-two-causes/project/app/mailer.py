import os
import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.exmail.qq.com"
SMTP_PORT = 465
SMTP_USER = "noreply@shop.example.cn"


def smtp_timeout() -> float:
    return float(os.environ.get("SMTP_TIMEOUT", "10"))


def send_mail(to: str, subject: str, body: str, password: str) -> None:
    msg = EmailMessage()
    msg["From"] = SMTP_USER
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP_SSL(SMTP_HOST, SMTP_PORT, timeout=smtp_timeout()) as smtp:
        smtp.login(SMTP_USER, password)
        smtp.send_message(msg)
