from datetime import date, datetime

import loaders
from settings import SHOP_TZ


def test_yesterday_after_midnight_jst():
    now = datetime(2025, 11, 12, 6, 15, tzinfo=SHOP_TZ)
    assert loaders.yesterday(now) == date(2025, 11, 11)


def test_window_is_one_day_long():
    start, end = loaders.day_window(date(2025, 11, 11))
    assert (end - start).total_seconds() == 24 * 3600


def test_window_is_aware():
    start, _ = loaders.day_window(date(2025, 11, 11))
    assert start.tzinfo is not None


def test_order_columns_are_stable():
    assert loaders.ORDER_COLUMNS[0] == "order_id"
    assert "refunded_yen" in loaders.ORDER_COLUMNS
    assert len(loaders.ORDER_COLUMNS) == len(set(loaders.ORDER_COLUMNS))


def test_yesterday_on_month_boundary():
    now = datetime(2025, 12, 1, 6, 15, tzinfo=SHOP_TZ)
    assert loaders.yesterday(now) == date(2025, 11, 30)
