import pandas as pd

from salesreport.cli import main


def write_inputs(tmp_path):
    (tmp_path / "orders.csv").write_text(
        "order_id,customer_id,ordered_at,amount,status\n"
        "o1,c1,2025-06-01T03:00:00Z,1200,paid\n"
        "o2,c1,2025-06-02T03:00:00Z,800,paid\n"
        "o3,c1,2025-06-02T04:00:00Z,500,cancelled\n",
        encoding="utf-8",
    )
    (tmp_path / "customers.csv").write_text("customer_id,name,segment\nc1,佐藤,retail\n", encoding="utf-8")
    return str(tmp_path / "orders.csv"), str(tmp_path / "customers.csv")


def test_date_and_out(tmp_path):
    orders, customers = write_inputs(tmp_path)
    out = tmp_path / "report.csv"
    assert main([orders, customers, "--date", "2025-06-02", "--totals", "--out", str(out)]) == 0
    df = pd.read_csv(out, encoding="utf-8-sig")
    assert df.to_dict("records") == [{"day": "2025-06-02", "orders": 1, "amount": 800}]
