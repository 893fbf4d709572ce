"""Send the weekly report e-mail."""
from __future__ import annotations

import datetime as dt
import os
import smtplib
from email.message import EmailMessage

from finreport.report import WeekSummary, summarize

RECIPIENTS = os.environ.get("REPORT_RECIPIENTS", "biz-weekly@corp.example.com").split(",")


def render(s: WeekSummary) -> str:
    return (
        f"周报 {s.start:%m-%d} ~ {s.end:%m-%d}\n"
        f"订单数：{s.orders}\n"
        f"GMV：¥{s.gross:,.2f}\n"
        f"退款：¥{s.refunds:,.2f}\n"
        f"净额：¥{s.net:,.2f}\n"
    )


def main() -> None:
    summary = summarize(dt.date.today())
    msg = EmailMessage()
    msg["Subject"] = f"[周报] GMV {summary.start:%m-%d} ~ {summary.end:%m-%d}"
    msg["From"] = os.environ.get("REPORT_FROM", "noreply@corp.example.com")
    msg["To"] = ", ".join(RECIPIENTS)
    msg.set_content(render(summary))
    with smtplib.SMTP(os.environ.get("SMTP_HOST", "localhost"), 25) as smtp:
        smtp.send_message(msg)


if __name__ == "__main__":
    main()
