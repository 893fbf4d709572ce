from pathlib import Path

import pandas as pd
import pytest

from io_utils import read_orders

CSV = (
    "order_id,created_at,state,channel,net_amount,tax_amount\n"
    "A1,2025-10-06T07:15:00Z,paid,web,40.00,7.60\n"
    "A2,2025-10-06T09:30:00Z,cancelled,web,12.00,2.28\n"
    "A3,2025-10-06T23:10:00Z,shipped,app,25.50,4.85\n"
)


def write(tmp_path: Path, text: str, encoding: str = "utf-8") -> Path:
    path = tmp_path / "orders.csv"
    path.write_text(text, encoding=encoding)
    return path


def test_read_orders_parses_utc_and_drops_uncounted_states(tmp_path):
    df = read_orders(write(tmp_path, CSV))
    assert list(df["order_id"]) == ["A1", "A3"]
    assert str(df["created_at"].dt.tz) == "UTC"


def test_read_orders_strips_a_byte_order_mark(tmp_path):
    df = read_orders(write(tmp_path, CSV, encoding="utf-8-sig"))
    assert "order_id" in df.columns
    assert len(df) == 2


def test_read_orders_rejects_missing_columns(tmp_path):
    with pytest.raises(ValueError, match="missing columns"):
        read_orders(write(tmp_path, "order_id,created_at\nA1,2025-10-06T07:15:00Z\n"))
