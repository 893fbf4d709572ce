from decimal import Decimal

from revreport.money import to_decimal
from revreport.report import daily_totals, render


def row(created, amount, status="succeeded", type_="charge"):
    return {"created": str(created), "amount": amount, "status": status, "type": type_}


def test_to_decimal_handles_commas():
    assert to_decimal("1,204.00") == Decimal("1204.00")


def test_to_decimal_blank_is_zero():
    assert to_decimal("") == Decimal("0")


def test_failed_payments_are_skipped():
    rows = [row(1730800000, "10.00"), row(1730800100, "5.00", status="failed")]
    assert sum(daily_totals(rows).values()) == Decimal("10.00")


def test_render_has_header():
    out = render({"2024-11-05": Decimal("10")})
    assert out.splitlines()[0] == "day,revenue"
    assert out.splitlines()[1] == "2024-11-05,10.00"


def test_refund_is_subtracted():
    rows = [row(1730800000, "40.00"), row(1730801000, "15.00", type_="refund")]
    assert list(daily_totals(rows).values()) == [Decimal("25.00")]


def test_two_charges_same_day():
    rows = [row(1730800000, "10.00"), row(1730801000, "2.50")]
    assert list(daily_totals(rows).values()) == [Decimal("12.50")]
