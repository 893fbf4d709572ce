from datetime import date

import pandas as pd
import pytest

from reports.weekly_revenue import aggregate, render_csv
from reports.weeks import label, previous_week, week_bounds


def orders(rows):
    return pd.DataFrame(rows, columns=["order_id", "paid_at", "channel", "gross_cents", "refunded_cents"])


def test_aggregate_nets_refunds_per_channel():
    table = aggregate(orders([
        (1, None, "web", 10_000, 0),
        (2, None, "web", 5_000, 5_000),
        (3, None, "ios", 2_500, 500),
    ]))
    assert table.loc["web", "net_cents"] == 10_000
    assert table.loc["ios", "net_cents"] == 2_000
    assert table.loc["android", "orders"] == 0
    assert table.loc["TOTAL", "gross_cents"] == 17_500


def test_render_csv_uses_plain_dollars():
    csv = render_csv(aggregate(orders([(1, None, "web", 123_456, 456)])))
    assert csv.splitlines()[0] == "channel,orders,gross,refunded,net"
    assert "web,1,1234.56,4.56,1230.00" in csv


def test_previous_week_is_last_complete_week():
    assert previous_week(date(2025, 11, 10)) == date(2025, 11, 3)   # Monday -> last Monday
    assert previous_week(date(2025, 11, 16)) == date(2025, 11, 3)   # Sunday -> Monday before


def test_week_bounds_rejects_non_monday():
    with pytest.raises(ValueError):
        week_bounds(date(2025, 11, 4))


def test_label():
    assert label(date(2025, 11, 3)) == "2025-W45 (Nov 03 - Nov 09)"
