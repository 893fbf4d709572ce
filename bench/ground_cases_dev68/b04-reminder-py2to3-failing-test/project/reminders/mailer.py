# -*- coding: utf-8 -*-
import smtplib
from email.header import Header
from email.mime.text import MIMEText

from reminders.batching import total_amount

FROM_ADDR = "keiri@example.co.jp"
SMTP_HOST = "localhost"

BODY = u"""%(name)s 様

いつもお世話になっております。
下記のご請求につきまして、お支払期限が近づいております。

%(lines)s

合計: %(total)s 円

※ 行き違いでお支払い済みの場合はご容赦ください。
"""


def format_yen(n):
    return "{:,}".format(int(n))


def build_message(email, name, invoices):
    lines = u"\n".join(u"  %s  %s 円  期限 %s" % (no, format_yen(amount), due.strftime("%Y/%m/%d"))
                       for no, amount, due in invoices)
    body = BODY % {"name": name, "lines": lines, "total": format_yen(total_amount(invoices))}
    msg = MIMEText(body, "plain", "iso-2022-jp")
    msg["Subject"] = Header(u"【お支払期限のお知らせ】", "iso-2022-jp")
    msg["From"] = FROM_ADDR
    msg["To"] = email
    return msg


def send(msg):
    smtp = smtplib.SMTP(SMTP_HOST)
    try:
        smtp.sendmail(FROM_ADDR, [msg["To"]], msg.as_string())
    finally:
        smtp.quit()
