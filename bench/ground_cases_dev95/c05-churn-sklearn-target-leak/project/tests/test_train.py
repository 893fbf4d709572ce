import numpy as np
import pandas as pd

from churn import data, evaluate


def _frame(n=200, seed=0):
    rng = np.random.default_rng(seed)
    return pd.DataFrame({
        "customer_id": [f"c{i}" for i in range(n)],
        "company_id": [f"k{i % 40}" for i in range(n)],
        "churned": rng.integers(0, 2, n),
    })


def test_split_is_stratified():
    df = _frame()
    train, test = data.split(df, test_size=0.25, seed=1)
    assert len(test) == 50
    assert abs(train["churned"].mean() - test["churned"].mean()) < 0.03


def test_report_keys():
    y = np.array([0, 0, 1, 1])
    s = np.array([0.1, 0.4, 0.35, 0.8])
    out = evaluate.report(y, s)
    assert set(out) == {"test_auc", "pr_auc", "brier", "base_rate"}
    assert out["test_auc"] == 0.75


def test_describe_counts_companies():
    df = _frame(n=80)
    df["signup_date"] = pd.Timestamp("2025-09-01")
    out = data.describe(df)
    assert out["rows"] == 80
    assert out["companies"] == 40
