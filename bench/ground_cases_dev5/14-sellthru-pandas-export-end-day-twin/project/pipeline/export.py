from pathlib import Path

import pandas as pd


def export_totals(df: pd.DataFrame, start: pd.Timestamp, end: pd.Timestamp, path: Path) -> Path:
    mask = (df["day"] >= start) & (df["day"] < end)
    totals = (
        df.loc[mask]
        .groupby("store", as_index=False)
        .agg(qty=("qty", "sum"), amount_eur=("amount_eur", "sum"))
    )
    totals["amount_eur"] = totals["amount_eur"].round(2)
    path.parent.mkdir(parents=True, exist_ok=True)
    totals.to_csv(path, index=False, columns=["store", "qty", "amount_eur"])
    return path
