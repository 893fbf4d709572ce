import pandas as pd


def attach_shipping(orders: pd.DataFrame, shipping: pd.DataFrame) -> pd.DataFrame:
    """Orders with their shipping cost (0 for click & collect, which has no shipping row)."""
    out = orders.merge(shipping[["order_id", "shipping_cost"]], on="order_id", how="left")
    out["shipping_cost"] = out["shipping_cost"].fillna(0.0)
    return out


def net_revenue(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    """Orders with the refunded amount and net = gross - refunded."""
    refunded = (
        refunds.groupby("order_id", as_index=False)["amount"].sum().rename(columns={"amount": "refunded"})
    )
    out = orders.merge(refunded, on="order_id", how="inner")
    out["refunded"] = out["refunded"].fillna(0.0)
    out["net"] = out["gross"] - out["refunded"]
    return out


def by_channel(df: pd.DataFrame) -> pd.DataFrame:
    return (
        df.groupby("channel", as_index=False)
        .agg(orders=("order_id", "nunique"), gross=("gross", "sum"), net=("net", "sum"))
        .sort_values("net", ascending=False)
        .reset_index(drop=True)
    )


def monthly_summary(df: pd.DataFrame) -> dict:
    return {
        "orders": int(df["order_id"].nunique()),
        "gross": round(float(df["gross"].sum()), 2),
        "refunded": round(float(df["refunded"].sum()), 2),
        "net": round(float(df["net"].sum()), 2),
        "shipping": round(float(df["shipping_cost"].sum()), 2),
    }
