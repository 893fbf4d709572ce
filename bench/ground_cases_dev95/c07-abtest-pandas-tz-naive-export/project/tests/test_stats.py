import numpy as np
import pandas as pd
import pytest

from abtest import stats


@pytest.fixture
def users():
    rng = np.random.default_rng(7)
    n = 4000
    variant = np.where(np.arange(n) % 2 == 0, "control", "treatment")
    converted = (rng.random(n) < np.where(variant == "control", 0.10, 0.12)).astype(int)
    revenue = converted * rng.gamma(2.0, 50.0, n)
    return pd.DataFrame({"user_id": [f"u{i}" for i in range(n)], "variant": variant,
                         "converted": converted, "revenue": revenue})


def test_conversion_summary(users):
    s = stats.conversion_summary(users)
    assert set(s.index) == {"control", "treatment"}
    assert s["users"].sum() == 4000


def test_two_proportion_ci_contains_diff(users):
    r = stats.two_proportion_test(users)
    assert r["ci_low"] < r["diff"] < r["ci_high"]
    assert 0 <= r["p_value"] <= 1


def test_cuped_reduces_variance(users):
    rng = np.random.default_rng(11)
    pre = pd.DataFrame({"user_id": users["user_id"],
                        "pre_revenue": users["revenue"] * 0.8 + rng.normal(0, 5, len(users))})
    out = stats.cuped_adjust(users, pre)
    assert out["revenue_cuped"].var() < out["revenue"].var()
    assert out["revenue_cuped"].mean() == pytest.approx(out["revenue"].mean())


def test_srm_flags_skewed_split(users):
    assert not stats.srm_check(users)["mismatch"]
    skewed = pd.concat([users, users[users["variant"] == "treatment"].head(300)])
    assert stats.srm_check(skewed)["mismatch"]


def test_revenue_ttest_direction(users):
    r = stats.revenue_ttest(users)
    assert r["diff"] == pytest.approx(r["treatment_mean"] - r["control_mean"])
