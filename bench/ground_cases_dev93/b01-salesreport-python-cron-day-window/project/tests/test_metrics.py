import pandas as pd
import pytest

import metrics


@pytest.fixture
def orders() -> pd.DataFrame:
    return pd.DataFrame(
        [
            {"order_id": 1, "store_id": "S001", "status": "paid", "total_yen": 12000, "discount_yen": 0, "refunded_yen": 0},
            {"order_id": 2, "store_id": "S001", "status": "shipped", "total_yen": 8000, "discount_yen": 800, "refunded_yen": 0},
            {"order_id": 3, "store_id": "S002", "status": "delivered", "total_yen": 5000, "discount_yen": 0, "refunded_yen": 5000},
            {"order_id": 4, "store_id": "S002", "status": "cancelled", "total_yen": 9900, "discount_yen": 0, "refunded_yen": 0},
            {"order_id": 5, "store_id": "S099", "status": "paid", "total_yen": 3000, "discount_yen": 0, "refunded_yen": 0},
        ]
    )


def test_summarize_skips_cancelled(orders):
    s = metrics.summarize(orders)
    assert s["orders"] == 4
    assert s["gross_yen"] == 28000


def test_net_subtracts_discount_and_refund(orders):
    s = metrics.summarize(orders)
    assert s["net_yen"] == 28000 - 800 - 5000
    assert s["refunds_yen"] == 5000


def test_empty_day():
    empty = pd.DataFrame(columns=["order_id", "store_id", "status", "total_yen", "discount_yen", "refunded_yen"])
    assert metrics.summarize(empty)["avg_order_yen"] == 0


def test_by_store_hides_closed_stores(orders):
    table = metrics.by_store(orders)
    assert list(table["店舗コード"]) == ["S001", "S002"]
    assert list(table["売上(純額)"]) == [19200, 0]


def test_summary_lines_format(orders):
    lines = metrics.summary_lines(metrics.summarize(orders))
    assert lines[1] == "売上(総額): 28,000 円"
