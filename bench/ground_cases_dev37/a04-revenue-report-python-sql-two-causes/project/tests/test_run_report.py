from datetime import date

from reports.refunds import Refund, refunded_cents
from reports.run_report import last_week, to_csv


def test_last_week_from_a_monday():
    assert last_week(date(2025, 11, 17)) == (date(2025, 11, 10), date(2025, 11, 17))


def test_last_week_from_a_sunday():
    assert last_week(date(2025, 11, 23)) == (date(2025, 11, 10), date(2025, 11, 17))


def test_refunds_are_per_channel_and_currency():
    refunds = [
        Refund(1, 10, "web", "EUR", 1500, "full", None),
        Refund(2, 11, "app", "EUR", 900, "full", None),
        Refund(3, 12, "web", "GBP", 700, "full", None),
    ]
    assert refunded_cents(refunds, "web", "EUR") == 1500


def test_csv_header():
    assert to_csv([]).startswith("week,channel,currency,orders,gross,refunds,net")
