import pandas as pd

from etl.enrich import enrich


def test_enrich_matches_and_falls_back():
    merchants = pd.DataFrame({"merchant_id": [1, 2], "canonical_name": ["瑞幸咖啡", "KFC"], "category": ["coffee", "fastfood"]})
    txns = pd.DataFrame({
        "txn_id": ["a", "b", "c"],
        "merchant_raw": ["微信支付-瑞幸咖啡 #88", "ＫＦＣ（徐家汇店）", "某某小卖部"],
        "mcc": ["5814", "5814", "5411"],
        "amount_cents": [1800, 3550, 600],
        "city": ["上海市", "上海", None],
    })
    out = enrich(txns, merchants)
    assert list(out["category"]) == ["coffee", "fastfood", "uncategorized"]
    assert list(out["city"]) == ["上海", "上海", "unknown"]
