from decimal import Decimal

import pandas as pd
import pytest

from etl.extract import SHOPS
from etl.transform import compute_net, dedupe, normalize, parse_amount

LEEDS = next(s for s in SHOPS if s.name == "leeds")


@pytest.mark.parametrize(
    ("raw", "comma", "expected"),
    [
        ("1 234,50 €", True, Decimal("1234.50")),
        ("1.234,50", True, Decimal("1234.50")),
        ("£1,234.50", False, Decimal("1234.50")),
        ("$99", False, Decimal("99")),
    ],
)
def test_parse_amount(raw, comma, expected):
    assert parse_amount(raw, comma) == expected


def test_compute_net_removes_vat():
    assert compute_net(Decimal("120.00"), "FR") == Decimal("100.00")
    assert compute_net(Decimal("50.00"), "US") == Decimal("50.00")


def test_normalize_leeds_row():
    raw = pd.DataFrame({"order_ref": [" L-1001 "], "order_date": ["2025-03-04 10:15"], "total": ["£12.00"]})
    out = normalize(raw, LEEDS)
    assert out.loc[0, "order_ref"] == "L-1001"
    assert out.loc[0, "gross"] == Decimal("12.00")
    assert str(out.loc[0, "ordered_at"]) == "2025-03-04 10:15:00+00:00"


def test_dedupe_keeps_last_copy():
    a = pd.DataFrame({"shop": ["leeds"], "order_ref": ["L-1"], "gross": [Decimal("1")]})
    b = pd.DataFrame({"shop": ["leeds"], "order_ref": ["L-1"], "gross": [Decimal("2")]})
    out = dedupe([a, b])
    assert len(out) == 1
    assert out.loc[0, "gross"] == Decimal("2")


def test_dedupe_keeps_same_ref_from_different_shops():
    a = pd.DataFrame({"shop": ["leeds"], "order_ref": ["1001"], "gross": [Decimal("1")]})
    b = pd.DataFrame({"shop": ["austin"], "order_ref": ["1001"], "gross": [Decimal("2")]})
    assert len(dedupe([a, b])) == 2
