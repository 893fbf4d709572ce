"""Weekly numbers per region for the Monday sales meeting."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pandas as pd

DEFAULT_FX_FILE = Path("config/fx.toml")


def load_fx(path: Path = DEFAULT_FX_FILE) -> dict[str, float]:
    """Rates to CNY from the [rates] table of the finance-maintained TOML file."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    rates = {k.upper(): float(v) for k, v in data.get("rates", {}).items()}
    if rates.get("CNY") != 1.0:
        raise ValueError(f"{path}: CNY rate must be 1.0")
    return rates


def to_cny(df: pd.DataFrame, fx: dict[str, float]) -> pd.DataFrame:
    rates = df["currency"].map(fx)
    unknown = df.loc[rates.isna(), "currency"].unique()
    if len(unknown):
        raise ValueError(f"no FX rate for {sorted(unknown)}")
    return df.assign(amount_cny=(df["amount"] * rates).round(2))


def weekly_by_region(df: pd.DataFrame, fx: dict[str, float], week: str | None = None,
                     region: str | None = None) -> pd.DataFrame:
    df = to_cny(df, fx)
    if week:
        df = df[df["week"] == week]
    if region:
        df = df[df["region"] == region]
    out = df.groupby(["week", "region"], as_index=False).agg(
        orders=("order_id", "nunique"),
        customers=("customer_id", "nunique"),
        amount_cny=("amount_cny", "sum"),
    )
    out["amount_cny"] = out["amount_cny"].round(2)
    return out.sort_values(["week", "amount_cny"], ascending=[True, False], ignore_index=True)


def write_report(df: pd.DataFrame, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.suffix == ".xlsx":
        df.to_excel(out, index=False)
    else:
        df.to_csv(out, index=False, encoding="utf-8-sig")
