from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

from .errors import NotFound

# KEN_ALL を加工した「郵便番号,都道府県,市区町村,町域」の CSV
DATA = Path(__file__).with_name("data") / "postal.csv"


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[str, str, str]]:
    table = {}
    with DATA.open(encoding="utf-8") as fh:
        for code, pref, city, town in csv.reader(fh):
            table[code] = (pref, city, town)
    return table


def lookup(postal_code: str) -> dict[str, str]:
    """'150-0001' -> {'prefecture': '東京都', 'city': '渋谷区', 'town': '神宮前'}."""
    try:
        pref, city, town = _table()[postal_code.replace("-", "")]
    except KeyError:
        raise NotFound(f"postal code not found: {postal_code}") from None
    return {"prefecture": pref, "city": city, "town": town}
