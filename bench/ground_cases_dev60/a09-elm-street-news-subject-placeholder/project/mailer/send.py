"""Send one issue to every subscriber: python -m mailer.send 42"""
from __future__ import annotations

import smtplib
import sys
import time
from email.message import EmailMessage

from mailer import config
from mailer.render import load_issue, render
from mailer.subscribers import recipients


def build(issue, sub, subject: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = f"{config.FROM_NAME} <{config.SMTP_USER}>"
    msg["To"] = sub.email
    msg["Reply-To"] = config.REPLY_TO
    msg["Subject"] = subject
    msg.set_content("This newsletter is best read in an email app that shows HTML.")
    msg.add_alternative(render(issue, sub), subtype="html")
    return msg


BATCH_SIZE = 40
PAUSE_SECONDS = 90


def batches(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]


def send_issue(number: int, start: int = 0) -> int:
    """Send in batches on a fresh connection each, pausing between them. ``start`` resumes a broken run."""
    issue = load_issue(number)
    subject = "{config.SUBJECT_PREFIX} — {issue.month}"
    subs = recipients()[start:]
    sent = 0
    for n, batch in enumerate(batches(subs, BATCH_SIZE)):
        if n:
            time.sleep(PAUSE_SECONDS)
        with smtplib.SMTP(config.SMTP_HOST, config.SMTP_PORT) as smtp:
            smtp.starttls()
            smtp.login(config.SMTP_USER, config.SMTP_PASSWORD)
            for sub in batch:
                smtp.send_message(build(issue, sub, subject))
                sent += 1
                print(f"{start + sent:4d} sent to {sub.email}")
    return sent


if __name__ == "__main__":
    start = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    print(f"done: {send_issue(int(sys.argv[1]), start)} sent")
