import numpy as np
import pandas as pd

from elasticity.prep import add_features, clean


def frame():
    return pd.DataFrame({
        "date": pd.to_datetime(["2025-10-06", "2025-10-07", "2025-10-08", "2025-10-09", "2025-10-10"]),
        "sku": ["A"] * 5,
        "category": ["snack"] * 5,
        "price": [198.0, 0.0, 19800.0, 210.0, 205.0],
        "units": [12, 3, 1, 0, 8],
        "promo": [0, 0, 1, 0, 0],
    })


def test_clean_drops_zero_price_and_typos():
    out = clean(frame())
    assert out["price"].tolist() == [198.0, 205.0]


def test_add_features_dow_is_monday_zero():
    out = add_features(clean(frame()))
    assert out["dow"].tolist() == [0, 4]


def test_clean_uses_each_skus_own_median():
    df = pd.concat([frame(), frame().assign(sku="B", price=lambda d: d["price"] * 10)], ignore_index=True)
    out = clean(df)
    assert out.groupby("sku").size().to_dict() == {"A": 2, "B": 2}


def test_add_features_log_units_round_trip():
    out = add_features(clean(frame()))
    assert np.allclose(np.exp(out["log_units"]), out["units"])
