"""Row validation. Bad rows go to an error file next to the input, good rows to the loader."""
from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from importer.normalize import normalize_name, normalize_sku, parse_date, parse_price, parse_qty


@dataclass
class Result:
    good: list[dict] = field(default_factory=list)
    errors: list[dict] = field(default_factory=list)


def validate(frame: pd.DataFrame, existing_skus: set[str]) -> Result:
    result = Result()
    seen: set[str] = set()
    for row in frame.to_dict("records"):
        problems = []
        sku = normalize_sku(row["sku"])
        price = parse_price(row["price"])
        min_qty = parse_qty(row.get("min_qty", ""))
        valid_from = parse_date(row.get("valid_from", ""))
        if not sku:
            problems.append("empty sku")
        elif sku in seen:
            problems.append("duplicate sku")
        if price is None:
            problems.append(f"bad price {row['price']!r}")
        elif price <= 0:
            problems.append("price must be positive")
        if min_qty is None:
            problems.append("missing min_qty")
        if row.get("valid_from") and valid_from is None:
            problems.append(f"bad date {row['valid_from']!r}")
        if problems:
            result.errors.append({"row": row["source_row"], "sku": row["sku"], "error": "; ".join(problems)})
            continue
        seen.add(sku)
        result.good.append({
            "sku": sku,
            "name": normalize_name(row["name"]),
            "price": price,
            "min_qty": min_qty,
            "valid_from": valid_from,
            "is_new": sku not in existing_skus,
        })
    return result


def write_errors(errors: list[dict], target) -> None:
    pd.DataFrame(errors, columns=["row", "sku", "error"]).to_csv(target, index=False, sep=";")
