from datetime import date
from decimal import Decimal
from io import StringIO

from salesreport.aggregate import totals_by_month, totals_by_region, write_export
from salesreport.loader import Row


def row(day, region="EMEA", amount="10.00"):
    return Row(day=day, region=region, sku="A-1", qty=1, amount=Decimal(amount), currency="EUR")


def test_totals_by_region_sums_each_region():
    rows = [row(date(2024, 3, 1)), row(date(2024, 3, 2), amount="5.50"), row(date(2024, 3, 2), region="APAC")]
    assert totals_by_region(rows) == {"APAC": Decimal("10.00"), "EMEA": Decimal("15.50")}


def test_totals_by_month_sorted():
    rows = [row(date(2024, 3, 1)), row(date(2024, 2, 1))]
    assert list(totals_by_month(rows)) == sorted(totals_by_month(rows))


def test_export_has_header_and_lines():
    out = StringIO()
    n = write_export([row(date(2024, 3, 1)), row(date(2024, 3, 9))], out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "region,month,amount,currency"
    assert n == len(lines) - 1


def test_export_groups_per_month():
    out = StringIO()
    rows = [row(date(2024, 3, 1)), row(date(2024, 3, 9), amount="2.50"), row(date(2024, 4, 2))]
    assert write_export(rows, out) == 2
    assert out.getvalue().splitlines()[1] == "EMEA,2024-03,12.50,EUR"
