from __future__ import annotations

STANDARD_RATE = 10
REDUCED_RATE = 8
REDUCED_CATEGORIES = {"会議費（飲食料品）", "新聞図書費（定期購読）"}


def tax_excluded(amount_yen: int, category: str) -> int:
    rate = REDUCED_RATE if category in REDUCED_CATEGORIES else STANDARD_RATE
    return amount_yen * 100 // (100 + rate)
