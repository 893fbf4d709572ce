import pandas as pd


def weekly_report(df: pd.DataFrame, start: pd.Timestamp, end: pd.Timestamp) -> pd.DataFrame:
    mask = (df["day"] >= start) & (df["day"] <= end)
    week = df.loc[mask]
    out = (
        week.groupby(["store", "day"], as_index=False)
        .agg(qty=("qty", "sum"), amount_eur=("amount_eur", "sum"))
        .sort_values(["store", "day"])
    )
    return out
