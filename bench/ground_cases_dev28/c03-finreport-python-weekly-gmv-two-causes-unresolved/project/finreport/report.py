"""Weekly GMV report: paid orders minus refunds, converted to CNY."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from finreport.db import connect
from finreport.rates import to_cny


@dataclass
class WeekSummary:
    start: dt.date
    end: dt.date
    orders: int
    gross: Decimal
    refunds: Decimal

    @property
    def net(self) -> Decimal:
        return self.gross - self.refunds


def week_bounds(today: dt.date) -> tuple[dt.date, dt.date]:
    """Monday..Sunday of the week before ``today``."""
    monday = today - dt.timedelta(days=today.weekday() + 7)
    return monday, monday + dt.timedelta(days=6)


def _paid_orders(conn, start: dt.date, end: dt.date):
    return conn.execute(
        "SELECT id, amount, currency, paid_at::date FROM orders "
        "WHERE paid_at::date BETWEEN %s AND %s AND status IN ('paid', 'completed', 'partially_refunded')",
        (start, end),
    ).fetchall()


def _refunds(conn, start: dt.date, end: dt.date):
    return conn.execute(
        "SELECT r.amount, r.currency, r.refunded_at::date FROM refunds r "
        "WHERE r.refunded_at::date BETWEEN %s AND %s",
        (start, end),
    ).fetchall()


def summarize(today: dt.date) -> WeekSummary:
    start, end = week_bounds(today)
    with connect() as conn:
        orders = _paid_orders(conn, start, end)
        refunds = _refunds(conn, start, end)
    gross = sum((to_cny(Decimal(a), cur, day) for _, a, cur, day in orders), Decimal(0))
    refunded = sum((to_cny(Decimal(a), cur, day) for a, cur, day in refunds), Decimal(0))
    return WeekSummary(start, end, len(orders), gross, refunded)
