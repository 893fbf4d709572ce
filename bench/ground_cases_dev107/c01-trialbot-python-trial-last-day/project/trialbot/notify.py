from __future__ import annotations

import logging
from datetime import datetime

from jinja2 import Environment, PackageLoader

from trialbot.billing import Account, days_left, is_trial_expired

log = logging.getLogger(__name__)
env = Environment(loader=PackageLoader("trialbot", "templates"))

REMIND_AT = (3, 1)


def reminders_due(accounts: list[Account], now: datetime | None = None) -> list[tuple[Account, int]]:
    due = []
    for account in accounts:
        if account.plan != "trial" or is_trial_expired(account, now):
            continue
        left = days_left(account, now)
        if left in REMIND_AT:
            due.append((account, left))
    return due


def render_reminder(account: Account, left: int) -> str:
    template = env.get_template("trial_reminder.txt")
    return template.render(email=account.email, days=left)


def send_reminders(accounts: list[Account], mailer, now: datetime | None = None) -> int:
    sent = 0
    for account, left in reminders_due(accounts, now):
        body = render_reminder(account, left)
        mailer.send(to=account.email, subject=f"试用还剩 {left} 天", body=body)
        log.info("reminder sent to %s (%d days left)", account.id, left)
        sent += 1
    return sent
