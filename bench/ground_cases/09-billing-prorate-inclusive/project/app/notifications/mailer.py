import smtplib
from email.message import EmailMessage

FROM = "billing@kumo.example.jp"


def send_invoice_mail(to: str, invoice_no: str, total: int, host: str = "localhost") -> None:
    msg = EmailMessage()
    msg["From"] = FROM
    msg["To"] = to
    msg["Subject"] = f"【Kumo Cloud】ご請求書 {invoice_no}"
    msg.set_content(f"ご請求金額: {total:,}円（税込）\n")
    with smtplib.SMTP(host) as smtp:
        smtp.send_message(msg)
