import logging

import pandas as pd

from enrich.db import connect
from enrich.regions import load_regions, normalize_postal

log = logging.getLogger(__name__)

COLUMNS = ["order_id", "customer_id", "postal_code", "amount", "ordered_at"]


def enrich_rows(df: pd.DataFrame, regions: dict[str, str]) -> pd.DataFrame:
    df = df.copy()
    df["region"] = df["postal_code"].map(normalize_postal).map(regions)
    return df


def run(src: str, dst: str, chunksize: int = 200_000) -> int:
    total = 0
    with connect() as conn:
        regions = load_regions(conn)
        log.info("loaded %d postal regions", len(regions))
        for i, chunk in enumerate(pd.read_csv(src, usecols=COLUMNS, dtype={"postal_code": "string"}, chunksize=chunksize)):
            out = enrich_rows(chunk, regions)
            out.to_csv(dst, index=False, mode="w" if i == 0 else "a", header=i == 0)
            total += len(out)
            log.info("chunk %d: %d rows", i, len(out))
    return total
