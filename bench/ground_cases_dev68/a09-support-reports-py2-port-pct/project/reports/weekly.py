#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Weekly support report: tickets per queue, SLA breaches, median first response.

Runs Mondays 06:00 from cron on util01 (see Makefile `run`)."""
import datetime
import smtplib
from email.mime.text import MIMEText

from reports import db, settings
from reports.fmt import duration, pct, table

WIDTHS = (14, 8, 8, 10, 12)


def last_week(today=None):
    today = today or datetime.date.today()
    start = today - datetime.timedelta(days=today.weekday() + 7)
    return start, start + datetime.timedelta(days=7)


def median(values):
    values = sorted(values)
    if not values:
        return 0
    mid = len(values) // 2
    if len(values) % 2:
        return values[mid]
    return (values[mid - 1] + values[mid]) // 2


def summarize(tickets):
    by_queue = {}
    for t in tickets:
        by_queue.setdefault(t["queue"], []).append(t)
    rows = []
    for queue, items in sorted(by_queue.items()):
        breached = len([t for t in items if t["breached"]])
        responses = [t["first_response_min"] for t in items if t["first_response_min"] is not None]
        rows.append((queue, len(items), breached, "%d%%" % pct(breached, len(items)), duration(median(responses))))
    return rows


def send(subject, body):
    msg = MIMEText(body, "plain", "utf-8")
    msg["Subject"] = subject
    msg["From"] = settings.MAIL_FROM
    msg["To"] = ", ".join(settings.MAIL_TO)
    s = smtplib.SMTP(settings.SMTP_HOST)
    s.sendmail(settings.MAIL_FROM, settings.MAIL_TO, msg.as_string())
    s.quit()


def main():
    start, end = last_week()
    conn = db.connect()
    rows = summarize(db.tickets_between(conn, start, end))
    body = table(("queue", "tickets", "breached", "breach %", "median 1st"), rows, WIDTHS)
    print(body)
    send(u"Support weekly %s - %s" % (start, end - datetime.timedelta(days=1)), body)


if __name__ == "__main__":
    main()
