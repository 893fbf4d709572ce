"""Weekly / daily active users from the app event log."""
from __future__ import annotations

from datetime import date, timedelta

import pandas as pd

TZ = "Asia/Shanghai"
ACTIVE_EVENTS = frozenset({"app_open", "page_view", "search", "order_submit"})


def active_between(events: pd.DataFrame, start: date, end: date) -> pd.DataFrame:
    """Activity events from ``start`` to ``end``, both days inclusive.

    ``events.ts`` is tz-aware (Asia/Shanghai), as loaders.load_events returns it.
    """
    mask = (events["ts"] >= pd.Timestamp(start, tz=TZ)) & (events["ts"] < pd.Timestamp(end, tz=TZ))
    mask &= events["event"].isin(ACTIVE_EVENTS)
    return events.loc[mask]


def unique_users(events: pd.DataFrame) -> int:
    return int(events["user_id"].nunique())


def wau(events: pd.DataFrame, week_start: date) -> int:
    """Distinct active users from Monday ``week_start`` to the Sunday after it."""
    week_end = week_start + timedelta(days=6)
    return unique_users(active_between(events, week_start, week_end))


def dau_series(events: pd.DataFrame, start: date, end: date) -> pd.Series:
    active = active_between(events, start, end)
    days = active["ts"].dt.date
    return active.groupby(days)["user_id"].nunique().rename("dau")


def order_share(events: pd.DataFrame, week_start: date) -> float:
    """Share of the week's active users who submitted at least one order."""
    active = active_between(events, week_start, week_start + timedelta(days=6))
    users = active["user_id"].nunique()
    if users == 0:
        return 0.0
    buyers = active.loc[active["event"] == "order_submit", "user_id"].nunique()
    return buyers / users
