from datetime import date

import pytest

from app.reports import customer_names, month_bounds


def test_month_bounds_middle_of_year():
    assert month_bounds("2025-10") == (date(2025, 10, 1), date(2025, 11, 1))


def test_month_bounds_december_rolls_over():
    assert month_bounds("2025-12") == (date(2025, 12, 1), date(2026, 1, 1))


def test_customer_names_uses_one_query():
    class FakeConn:
        calls = 0

        def execute(self, stmt, params):
            FakeConn.calls += 1
            return [(i, f"c{i}") for i in params["ids"]]

    assert customer_names(FakeConn(), [3, 5]) == {3: "c3", 5: "c5"}
    assert customer_names(FakeConn(), []) == {}
    assert FakeConn.calls == 1


@pytest.mark.parametrize("bad", ["2025-13", "2025-00"])
def test_month_bounds_rejects_bad_month(bad):
    with pytest.raises(ValueError):
        month_bounds(bad)
