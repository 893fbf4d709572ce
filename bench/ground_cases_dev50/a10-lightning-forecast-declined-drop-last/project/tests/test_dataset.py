import pandas as pd

from forecast.dataset import FEATURES, WindowDataset


def frame(days: int = 40) -> pd.DataFrame:
    dates = pd.date_range("2025-01-01", periods=days, freq="D")
    return pd.DataFrame({
        "store_id": 1, "item_id": 10, "date": dates,
        "units": range(days), "price": 2.5, "promo": 0, "holiday": 0,
    })


def test_window_count():
    ds = WindowDataset(frame(40), lookback=28, horizon=7)
    assert len(ds) == 40 - 28 - 7 + 1


def test_window_shapes_and_target():
    x, y = WindowDataset(frame(40), lookback=28, horizon=7)[0]
    assert x.shape == (28 * len(FEATURES),)
    assert y.tolist() == [28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0]
