import pandas as pd

from etl.transforms.clean import dedupe_orders, normalize_status


def test_dedupe_keeps_latest_update():
    raw = pd.DataFrame({
        "order_id": [1, 1, 2],
        "status": ["paid", "refunded", "paid"],
        "updated_at": ["2025-11-20 01:00:00", "2025-11-20 05:00:00", "2025-11-20 02:00:00"],
    })
    out = dedupe_orders(raw)
    assert list(out["order_id"]) == [1, 2]
    assert out.loc[out["order_id"] == 1, "status"].item() == "refunded"


def test_status_aliases_and_case():
    raw = pd.DataFrame({"status": [" REFUND", "Paid", "CHARGE_BACK", "DONE"]})
    assert list(normalize_status(raw)["status"]) == ["refunded", "paid", "chargeback", "completed"]
