"""Day-N retention of daily signup cohorts."""
from __future__ import annotations

from datetime import date, timedelta

import numpy as np
import pandas as pd

from etl.config import ACTIVE_EVENTS, SIGNUP_EVENTS


def activity_day(events: pd.DataFrame) -> pd.Series:
    """The calendar day each event belongs to."""
    return events["event_time"].dt.tz_convert("UTC").dt.date


def active_users(events: pd.DataFrame) -> pd.DataFrame:
    """One row per (user_id, day) on which the user did an active event."""
    active = events[events["event_name"].isin(ACTIVE_EVENTS)]
    return active.assign(day=activity_day(active))[["user_id", "day"]].drop_duplicates()


def new_users(events: pd.DataFrame) -> pd.DataFrame:
    """user_id and cohort_day: the first day the user registered."""
    signups = events[events["event_name"].isin(SIGNUP_EVENTS)]
    first = signups.assign(day=activity_day(signups)).groupby("user_id", as_index=False)["day"].min()
    return first.rename(columns={"day": "cohort_day"})


def retention(events: pd.DataFrame, cohort_day: date, offsets: tuple[int, ...], min_cohort: int = 1) -> pd.DataFrame:
    """One row per offset: cohort size, users active on cohort_day + offset, and their ratio."""
    cohort = new_users(events)
    cohort = cohort[cohort["cohort_day"] == cohort_day]
    active = active_users(events)
    rows = []
    for n in offsets:
        day = cohort_day + timedelta(days=n)
        back = active[(active["day"] == day) & active["user_id"].isin(cohort["user_id"])]
        size = len(cohort)
        ratio = len(back) / size if size >= min_cohort else np.nan
        rows.append({"cohort_day": cohort_day, "offset": n, "cohort_size": size,
                     "retained": len(back), "ratio": ratio})
    return pd.DataFrame(rows)
