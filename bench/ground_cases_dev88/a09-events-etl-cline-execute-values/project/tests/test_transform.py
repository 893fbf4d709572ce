import pandas as pd

from etl.transform import transform


def frame(**overrides):
    row = {"event_id": "e1", "ts": "2025-11-02T10:00:00+01:00", "user_id": 7, "email": " Ana@Example.COM ",
           "country": "uk", "event": "purchase", "amount": "12.345"}
    row.update(overrides)
    return pd.DataFrame([row])


def test_normalizes_email_and_country():
    out = transform(frame()).iloc[0]
    assert out["email"] == "ana@example.com"
    assert out["country"] == "GB"


def test_amount_in_cents_and_utc():
    out = transform(frame()).iloc[0]
    assert out["amount_cents"] == 1235
    assert str(out["ts"]) == "2025-11-02 09:00:00+00:00"


def test_unknown_event_and_missing_email():
    out = transform(frame(event="wishlist", email=None)).iloc[0]
    assert out["event"] == "other"
    assert pd.isna(out["email"])


def test_drops_duplicate_ids():
    df = pd.concat([frame(), frame()])
    assert len(transform(df)) == 1
