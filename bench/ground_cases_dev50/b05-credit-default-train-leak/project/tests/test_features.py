import pandas as pd
import pytest

from src.features import add_ratio_features, apply_target_encoding, fit_target_encoding


def frame():
    return pd.DataFrame({
        "occupation": ["a", "a", "b", "b", "b"],
        "defaulted_12m": [1, 0, 0, 0, 1],
        "total_debt": [100, 0, 50, 10, 0],
        "annual_income": [1000, 0, 500, 100, 200],
        "revolving_balance": [10, 0, 5, 1, 0],
        "credit_limit": [100, 0, 50, 10, 10],
        "dependents": [0, 1, 2, 0, 0],
    })


def test_ratios():
    out = add_ratio_features(frame())
    assert out["debt_to_income"].iloc[0] == pytest.approx(0.1)
    assert pd.isna(out["debt_to_income"].iloc[1])


def test_target_encoding_is_smoothed():
    mapping, prior = fit_target_encoding(frame(), "occupation", "defaulted_12m", smoothing=0)
    assert prior == pytest.approx(0.4)
    assert mapping["a"] == pytest.approx(0.5)


def test_unknown_category_gets_prior():
    mapping, prior = fit_target_encoding(frame(), "occupation", "defaulted_12m")
    s = apply_target_encoding(pd.DataFrame({"occupation": ["zzz"]}), "occupation", mapping, prior)
    assert s.iloc[0] == pytest.approx(prior)
