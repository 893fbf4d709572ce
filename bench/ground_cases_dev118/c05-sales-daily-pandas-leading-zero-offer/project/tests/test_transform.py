import pandas as pd

from etl.transform import daily_by_category, paid_orders, province_from_postcode


def orders():
    return pd.DataFrame({
        "order_id": ["a", "b", "c", "d"],
        "status": ["paid", "refunded", "shipped", "paid"],
        "amount": [100.0, 50.0, 30.0, 20.0],
        "postcode": ["100010", "200001", "510000", "310000"],
        "sku": ["S1", "S1", "S2", "S3"],
    })


def test_province_from_postcode():
    assert province_from_postcode("100010") == "北京"
    assert province_from_postcode("999999") == "其他"
    assert province_from_postcode("1234") == "未知"


def test_refunds_are_excluded():
    assert list(paid_orders(orders())["order_id"]) == ["a", "c", "d"]


def test_by_category():
    skus = pd.DataFrame({"sku": ["S1", "S2"], "name": ["x", "y"], "category": ["茶", "茶具"]})
    out = daily_by_category(orders(), skus)
    assert out.to_dict("records") == [
        {"category": "茶", "orders": 1, "revenue": 100.0},
        {"category": "茶具", "orders": 1, "revenue": 30.0},
        {"category": "未分类", "orders": 1, "revenue": 20.0},
    ]
