# -*- coding: utf-8 -*-
import smtplib
from email.header import Header
from email.mime.text import MIMEText


def alert(cfg, subject, body):
    if not cfg.get("mail_to"):
        return
    msg = MIMEText(body.encode("utf-8"), "plain", "utf-8")
    msg["Subject"] = Header(subject, "utf-8")
    msg["From"] = "member-sync@crm-batch01"
    msg["To"] = cfg["mail_to"]
    s = smtplib.SMTP(cfg["smtp_host"], 25, timeout=10)
    try:
        s.sendmail(msg["From"], cfg["mail_to"].split(","), msg.as_string())
    finally:
        s.quit()
