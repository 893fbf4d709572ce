from datetime import datetime

import polars as pl

from etl.transform import sessionize, summarize


def events(times):
    return pl.LazyFrame({
        "user_id": ["u1"] * len(times),
        "event_time": [datetime(2025, 11, 5, h, m) for h, m in times],
        "event_name": ["view"] * len(times),
        "platform": ["ios"] * len(times),
    })


def test_gap_starts_new_session():
    out = summarize(sessionize(events([(10, 0), (10, 5), (11, 0)]), 20)).collect()
    assert out.height == 2


def test_events_within_gap_share_session():
    out = summarize(sessionize(events([(10, 0), (10, 15), (10, 30)]), 20)).collect()
    assert out.height == 1
    assert out["events"][0] == 3
