from datetime import date
from decimal import Decimal

from expense.loader import Expense
from expense.report import by_category, month_bounds, monthly_rows, render


def e(d: str, cat: str, amt: int) -> Expense:
    return Expense(date.fromisoformat(d), cat, Decimal(amt))


def test_month_bounds_february_leap_year():
    assert month_bounds(2024, 2) == (date(2024, 2, 1), date(2024, 2, 29))


def test_monthly_rows_drops_other_months():
    rows = [e("2025-02-28", "food", 900), e("2025-03-10", "food", 1200), e("2025-04-01", "taxi", 3000)]
    assert [r.amount for r in monthly_rows(rows, 2025, 3)] == [Decimal(1200)]


def test_by_category_sorted_by_amount():
    rows = [e("2025-03-01", "food", 100), e("2025-03-02", "taxi", 500), e("2025-03-03", "food", 50)]
    assert list(by_category(rows)) == ["taxi", "food"]


def test_by_category_empty():
    assert by_category([]) == {}


def test_render_has_total_line():
    out = render({"food": Decimal(1500)}, "2025-03")
    assert out.splitlines()[-1].split() == ["total", "1,500"]
