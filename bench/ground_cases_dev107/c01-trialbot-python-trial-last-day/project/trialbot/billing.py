from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

TRIAL_DAYS = 14
GRACE_DAYS = 3


@dataclass
class Account:
    id: int
    email: str
    tz: str
    signed_up_at: datetime  # aware, stored in UTC
    plan: str = "trial"
    paid_until: date | None = None


def local_today(account: Account, now: datetime | None = None) -> date:
    now = now or datetime.now(timezone.utc)
    return now.astimezone(ZoneInfo(account.tz)).date()


def trial_end(account: Account) -> date:
    """试用的最后一天（含）。注册当天算第 1 天。"""
    start = account.signed_up_at.astimezone(ZoneInfo(account.tz)).date()
    return start + timedelta(days=TRIAL_DAYS - 1)


def days_left(account: Account, now: datetime | None = None) -> int:
    return (trial_end(account) - local_today(account, now)).days


def is_trial_expired(account: Account, now: datetime | None = None) -> bool:
    if account.plan != "trial":
        return False
    return local_today(account, now) >= trial_end(account)


def in_grace_period(account: Account, now: datetime | None = None) -> bool:
    if account.plan != "past_due" or account.paid_until is None:
        return False
    return local_today(account, now) <= account.paid_until + timedelta(days=GRACE_DAYS)
