import numpy as np
import pandas as pd
import pytest

from elasticity.model import category_summary, fit_elasticities, with_ci


def synthetic(skus=("A", "B"), days=90, seed=0):
    rng = np.random.default_rng(seed)
    frames = []
    for sku in skus:
        price = rng.uniform(200, 400, days)
        promo = rng.integers(0, 2, days)
        dow = np.arange(days) % 7
        log_units = 6 - 1.2 * np.log(price) + 0.4 * promo + 0.05 * dow + rng.normal(0, 0.1, days)
        frames.append(pd.DataFrame({
            "sku": sku, "category": "snack", "price": price, "promo": promo, "dow": dow,
            "log_price": np.log(price), "log_units": log_units,
        }))
    return pd.concat(frames, ignore_index=True)


def test_skus_with_few_days_are_skipped():
    df = pd.concat([synthetic(("A",)), synthetic(("B",), days=20)], ignore_index=True)
    est = fit_elasticities(df)
    assert est["sku"].tolist() == ["A"]


def test_columns():
    est = fit_elasticities(synthetic())
    assert {"sku", "category", "elasticity", "se", "n", "r2"} <= set(est.columns)
    assert (est["n"] == 90).all()


def test_ci_brackets_estimate():
    est = with_ci(fit_elasticities(synthetic()))
    assert (est["ci_low"] < est["elasticity"]).all() and (est["elasticity"] < est["ci_high"]).all()


def test_category_summary_counts_skus():
    summary = category_summary(fit_elasticities(synthetic(("A", "B", "C"))))
    assert summary.loc[0, "skus"] == 3
