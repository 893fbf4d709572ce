import numpy as np
import pandas as pd
import pytest

from churn.features import add_derived, check_columns, clean


@pytest.fixture
def raw():
    return pd.DataFrame({
        "customer_id": [1, 2, 3, 4],
        "tenure_months": [1, 12, 40, 5],
        "monthly_charges": [30.0, -1.0, 55.5, 80.0],
        "support_calls_90d": [0, np.nan, 3, 1],
        "logins_30d": [10, 0, np.nan, 4],
        "plan": ["basic", "pro", "pro", "basic"],
        "payment_method": ["card", None, "bank", "card"],
        "region": ["east", "west", "east", "north"],
        "churned": [0, 1, None, 1],
    })


def test_clean_drops_bad_rows(raw):
    out = clean(raw)
    assert out["customer_id"].tolist() == [1, 4]
    assert out["churned"].dtype == int


def test_check_columns_reports_missing(raw):
    with pytest.raises(ValueError, match="region"):
        check_columns(raw.drop(columns=["region"]))


def test_add_derived_handles_zero_logins(raw):
    out = add_derived(raw.fillna({"logins_30d": 0}))
    assert out.loc[1, "charges_per_login"] == -1.0
