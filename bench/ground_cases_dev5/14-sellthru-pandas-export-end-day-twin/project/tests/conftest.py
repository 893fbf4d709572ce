import pandas as pd
import pytest


@pytest.fixture
def week():
    days = pd.date_range("2025-03-03", "2025-03-09", freq="D")
    return pd.DataFrame({
        "store": ["ST1"] * len(days),
        "day": days,
        "qty": [1] * len(days),
        "amount_eur": [10.0] * len(days),
    })
