from __future__ import annotations

import pandas as pd

REPORT_TZ = "Europe/Berlin"
COUNTED = {"paid", "shipped", "delivered"}


def to_local_day(ts: pd.Series) -> pd.Series:
    """Calendar day in the reporting time zone."""
    return ts.dt.tz_localize(None).dt.tz_localize(REPORT_TZ, ambiguous="NaT").dt.date


def daily_revenue(orders: pd.DataFrame, fx: dict[str, float]) -> pd.DataFrame:
    """Revenue in EUR per local day and country for orders that count as sold."""
    sold = orders[orders["status"].isin(COUNTED)].copy()
    sold["day"] = to_local_day(sold["event_at"])
    sold["eur"] = sold["amount_cents"] / 100 * sold["currency"].map(fx)
    out = (sold.groupby(["day", "country"], as_index=False)["eur"].sum()
               .rename(columns={"eur": "revenue_eur"}))
    out["revenue_eur"] = out["revenue_eur"].round(2)
    return out


def country_totals(report: pd.DataFrame) -> pd.Series:
    """Revenue per country over the whole report, largest first."""
    return report.groupby("country")["revenue_eur"].sum().sort_values(ascending=False)


def summary_line(report: pd.DataFrame) -> str:
    total = report["revenue_eur"].sum()
    days = report["day"].nunique()
    return f"{days} day(s), {len(report)} rows, total EUR {total:,.2f}"
