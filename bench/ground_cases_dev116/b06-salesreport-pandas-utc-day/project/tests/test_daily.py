import pandas as pd

from salesreport.daily import daily_sales


def orders(rows):
    df = pd.DataFrame(rows, columns=["order_id", "customer_id", "ordered_at", "amount", "status"])
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    return df


CUSTOMERS = pd.DataFrame(
    [["c1", "佐藤", "retail"], ["c2", "鈴木", "wholesale"]], columns=["customer_id", "name", "segment"]
)


def test_groups_by_segment():
    df = orders([
        ["o1", "c1", "2025-06-01T03:00:00Z", 1200, "paid"],
        ["o2", "c2", "2025-06-01T04:00:00Z", 5000, "paid"],
        ["o3", "c1", "2025-06-01T05:00:00Z", 800, "paid"],
    ])
    report = daily_sales(df, CUSTOMERS)
    assert report["amount"].tolist() == [2000, 5000]
    assert report["segment"].tolist() == ["retail", "wholesale"]
