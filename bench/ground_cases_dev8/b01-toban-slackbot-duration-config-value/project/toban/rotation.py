"""当番ローテーション: rotation_start からの平日数でメンバーを回す。"""
from __future__ import annotations

from datetime import date, timedelta

from toban.config import Member


def business_days_between(start: date, end: date) -> int:
    days = 0
    d = start
    while d < end:
        if d.weekday() < 5:
            days += 1
        d += timedelta(days=1)
    return days


def pick_on_duty(members: list[Member], today: date, rotation_start: date) -> Member:
    if not members:
        raise ValueError("members is empty")
    return members[business_days_between(rotation_start, today) % len(members)]
