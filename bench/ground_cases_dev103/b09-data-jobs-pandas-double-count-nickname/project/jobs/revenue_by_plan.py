"""Daily revenue per plan: payments joined to the users' plan."""
from __future__ import annotations

import logging

import pandas as pd

from jobs.config import Config, from_env

log = logging.getLogger(__name__)

PLAN_ORDER = ["free", "lite", "standard", "premium"]


def load_payments(cfg: Config) -> pd.DataFrame:
    df = pd.read_parquet(cfg.payments_path, columns=["payment_id", "user_id", "amount", "status", "paid_at"])
    return df[df["status"] == "succeeded"].copy()


def load_users(cfg: Config) -> pd.DataFrame:
    # SCD2 table: one row per (user, plan period); valid_to is null for the current plan
    return pd.read_parquet(cfg.users_path, columns=["user_id", "plan", "valid_from", "valid_to"])


def attach_plan(payments: pd.DataFrame, users: pd.DataFrame) -> pd.DataFrame:
    merged = payments.merge(users[["user_id", "plan"]], on="user_id", how="left")
    merged["plan"] = merged["plan"].fillna("unknown")
    return merged


def summarize(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.groupby("plan", as_index=False)
        .agg(revenue=("amount", "sum"), payers=("user_id", "nunique"), payments=("payment_id", "count"))
    )
    out["avg_amount"] = (out["revenue"] / out["payments"]).round().astype("int64")
    out["plan"] = pd.Categorical(out["plan"], categories=PLAN_ORDER + ["unknown"], ordered=True)
    return out.sort_values("plan").reset_index(drop=True)


def run(cfg: Config) -> pd.DataFrame:
    payments = load_payments(cfg)
    users = load_users(cfg)
    merged = attach_plan(payments, users)
    log.info("payments=%d merged_rows=%d", len(payments), len(merged))
    result = summarize(merged)
    result.to_parquet(cfg.output_path, index=False)
    return result


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    print(run(from_env()).to_string(index=False))
