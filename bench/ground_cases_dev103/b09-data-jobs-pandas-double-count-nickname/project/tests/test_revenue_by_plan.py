import pandas as pd

from jobs.revenue_by_plan import attach_plan, summarize


def payments():
    return pd.DataFrame(
        {
            "payment_id": ["p1", "p2", "p3"],
            "user_id": [1, 2, 3],
            "amount": [980, 1980, 1980],
            "status": ["succeeded"] * 3,
            "paid_at": pd.to_datetime(["2025-11-10 01:00"] * 3, utc=True),
        }
    )


def users():
    return pd.DataFrame(
        {
            "user_id": [1, 2, 3],
            "plan": ["lite", "standard", "standard"],
        }
    )


def test_revenue_per_plan():
    out = summarize(attach_plan(payments(), users()))
    rows = dict(zip(out["plan"].astype(str), out["revenue"]))
    assert rows == {"lite": 980, "standard": 3960}


def test_unknown_user_is_kept():
    p = payments()
    p.loc[0, "user_id"] = 99
    out = summarize(attach_plan(p, users()))
    assert "unknown" in set(out["plan"].astype(str))
