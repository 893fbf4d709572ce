"""Runs the report queries against the fixture database (make test-db)."""
from datetime import date
from io import StringIO

import pytest

from etl.run_report import run

pytestmark = pytest.mark.integration


def _rows(name: str, start: date, end: date) -> list[list[str]]:
    out = StringIO()
    run(name, start, end, out)
    return [line.split(",") for line in out.getvalue().splitlines()]


def test_monthly_revenue_header():
    assert _rows("monthly_revenue", date(2025, 9, 1), date(2025, 9, 30))[0][:3] == ["month", "product_line", "orders"]


def test_monthly_revenue_one_refund():
    # fixture: one 100.00 order in September with a single 20.00 refund
    rows = _rows("monthly_revenue", date(2025, 9, 1), date(2025, 9, 30))
    assert rows[1][-1] == "8000"


def test_refunds_by_reason_totals():
    rows = _rows("refunds_by_reason", date(2025, 9, 1), date(2025, 9, 30))
    assert sum(int(r[3]) for r in rows[1:]) == 2000
