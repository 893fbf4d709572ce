from datetime import date

import pandas as pd
import pytest

from feature_pipeline import store


def frame() -> pd.DataFrame:
    return pd.DataFrame({
        "tenant_id": ["t1", "t1"],
        "customer_id": ["c1", "c2"],
        "day": [date(2025, 9, 1)] * 2,
        "orders_1d": [2, 0],
        "revenue_1d": [80.0, 0.0],
        "avg_order_value_1d": [40.0, 0.0],
        "sessions_1d": [5, 1],
        "tickets_1d": [0, 1],
    })


def test_write_offline_empty_frame_is_noop():
    assert store.write_offline(frame().iloc[0:0]) == 0


@pytest.mark.integration
def test_write_offline_counts_rows():
    assert store.write_offline(frame()) == 2
