"""Reading the nightly order exports that each shop drops on the SFTP box."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd


@dataclass(frozen=True)
class Shop:
    name: str
    country: str  # ISO 3166 alpha-2
    currency: str
    decimal_comma: bool  # "1 234,50" instead of "1,234.50"
    pattern: str  # glob under the export root


SHOPS: list[Shop] = [
    Shop("lyon", "FR", "EUR", True, "lyon/orders-*.csv"),
    Shop("berlin", "DE", "EUR", True, "berlin/orders-*.csv"),
    Shop("leeds", "GB", "GBP", False, "leeds/orders-*.csv"),
    Shop("austin", "US", "USD", False, "austin/orders-*.csv"),
]

# Export headers differ per shop system; everything is renamed to these.
COLUMN_ALIASES = {
    "ref": "order_ref",
    "order ref": "order_ref",
    "date": "order_date",
    "bestelldatum": "order_date",
    "amount": "total",
    "betrag": "total",
    "ref commande": "order_ref",
    "date commande": "order_date",
    "montant ttc": "total",
}


def latest_export(shop: Shop, root: Path) -> Path:
    files = sorted(root.glob(shop.pattern))
    if not files:
        raise FileNotFoundError(f"no export for {shop.name} under {root}")
    return files[-1]


def read_shop(shop: Shop, root: Path) -> pd.DataFrame:
    path = latest_export(shop, root)
    df = pd.read_csv(path, sep=";" if shop.decimal_comma else ",", dtype=str, encoding="utf-8-sig")
    df.columns = [COLUMN_ALIASES.get(c.strip().lower(), c.strip().lower()) for c in df.columns]
    return df.dropna(how="all")
