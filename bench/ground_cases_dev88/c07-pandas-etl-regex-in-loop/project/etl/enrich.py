import pandas as pd

from etl.normalize import normalize_city, normalize_name


def build_lookup(merchants: pd.DataFrame) -> dict[str, tuple[int, str]]:
    lookup = {}
    for row in merchants.itertuples(index=False):
        lookup[normalize_name(row.canonical_name)] = (row.merchant_id, row.category)
    return lookup


def enrich(txns: pd.DataFrame, merchants: pd.DataFrame) -> pd.DataFrame:
    lookup = build_lookup(merchants)
    table = pd.DataFrame(
        [(key, mid, cat) for key, (mid, cat) in lookup.items()],
        columns=["_key", "merchant_id", "category"],
    )
    keys = txns["merchant_raw"].fillna("").map(normalize_name)
    out = (
        txns.assign(_key=keys, city=txns["city"].map(normalize_city))
        .merge(table, on="_key", how="left")
    )
    out["category"] = out["category"].fillna("uncategorized")
    return out[["txn_id", "merchant_id", "category", "city", "amount_cents"]]
