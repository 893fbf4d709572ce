import os
import smtplib
from email.message import EmailMessage
from email.utils import make_msgid

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "587"))
SMTP_USER = os.environ.get("SMTP_USER", "")
SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD", "")
FROM_ADDR = os.environ.get("DIGEST_FROM", "digest@example.com")


def build_message(to_addr: str, subject: str, html: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = FROM_ADDR
    msg["To"] = to_addr
    msg["Subject"] = subject
    msg["Message-ID"] = make_msgid(domain="example.com")
    msg.set_content("请使用支持 HTML 的邮件客户端查看本周摘要。")
    msg.add_alternative(html, subtype="html")
    return msg


def send(to_addr: str, subject: str, html: str) -> str:
    """Send one message and return its Message-ID."""
    msg = build_message(to_addr, subject, html)
    with smtplib.SMTP(SMTP_HOST, SMTP_PORT) as smtp:
        smtp.starttls()
        if SMTP_USER:
            smtp.login(SMTP_USER, SMTP_PASSWORD)
        smtp.send_message(msg)
    return msg["Message-ID"]


def render_digest(user_name: str, items: list[dict]) -> str:
    rows = "".join(f"<li><a href='{i['url']}'>{i['title']}</a></li>" for i in items)
    return f"<h2>{user_name}，你好</h2><p>本周精选：</p><ul>{rows}</ul>"
