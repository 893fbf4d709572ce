from datetime import date

import pytest

serve = pytest.importorskip("churn.serve")


def snapshot(**kw):
    base = dict(customer_id="c-1", signup_date=date(2024, 9, 1), snapshot_date=date(2025, 9, 1), plan="team",
                monthly_fee=49.0, seats=5, logins_30d=22, logins_prev_30d=25, tickets_90d=1,
                last_login_at=date(2025, 8, 30), billing_period="monthly")
    base.update(kw)
    return serve.Snapshot(**base)


def test_feature_row_has_every_feature():
    row = serve.feature_row(snapshot())
    assert set(row) == set(serve.FEATURES)


def test_unknown_plan_gets_default_rate():
    row = serve.feature_row(snapshot(plan="legacy-2019"))
    assert row["plan_churn_rate"] == serve.default_rate


def test_score_is_a_probability():
    out = serve.score(snapshot())
    assert 0.0 <= out["churn_probability"] <= 1.0
