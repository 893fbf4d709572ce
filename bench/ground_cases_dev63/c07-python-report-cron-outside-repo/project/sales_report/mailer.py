from __future__ import annotations

import smtplib
from email.message import EmailMessage

from sales_report import settings


def fmt_yuan(fen: int) -> str:
    return f"{settings.CURRENCY_SYMBOL}{fen / 100:,.2f}"


def render_table(rows: list[dict]) -> str:
    lines = ["<table>", "<tr><th>渠道</th><th>订单数</th><th>金额</th></tr>"]
    for r in rows:
        lines.append(f"<tr><td>{r['channel']}</td><td>{r['orders']:,}</td><td>{fmt_yuan(r['amount_fen'])}</td></tr>")
    lines.append("</table>")
    return "\n".join(lines)


def send(subject: str, html: str) -> None:
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = settings.MAIL_FROM
    msg["To"] = ", ".join(settings.MAIL_TO)
    msg.set_content("请使用支持 HTML 的邮件客户端查看。")
    msg.add_alternative(html, subtype="html")
    with smtplib.SMTP_SSL(settings.SMTP_HOST, settings.SMTP_PORT) as smtp:
        smtp.login(settings.SMTP_USER, settings.SMTP_PASSWORD)
        smtp.send_message(msg)
