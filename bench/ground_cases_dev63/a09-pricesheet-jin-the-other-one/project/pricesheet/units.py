"""Weight units. Prices are stored per kilogram in the database."""

from decimal import Decimal

KG_G = Decimal(1000)
# 斤: the market unit on our price sheets. Mainland 市斤 is 500 g, Taiwan 台斤 600 g.
JIN_G = Decimal(500)
JIN_G_BY_LOCALE = {"zh-TW": Decimal(600), "zh-HK": Decimal("604.79")}
TAEL_G = Decimal("37.5")  # 兩, used for tea and dried goods

UNIT_LABELS = {
    "kg": {"zh-TW": "公斤", "zh-CN": "公斤", "en": "kg"},
    "jin": {"zh-TW": "斤", "zh-CN": "斤", "en": "catty"},
    "tael": {"zh-TW": "兩", "zh-CN": "两", "en": "tael"},
}


def grams_per(unit: str, locale: str) -> Decimal:
    if unit == "kg":
        return KG_G
    if unit == "jin":
        return JIN_G_BY_LOCALE.get(locale, JIN_G)
    if unit == "tael":
        return TAEL_G
    raise ValueError(f"unknown unit {unit!r}")


def per_kg_to_per_unit(price_per_kg: Decimal, unit: str, locale: str) -> Decimal:
    return price_per_kg * grams_per(unit, locale) / KG_G


def label(unit: str, locale: str) -> str:
    return UNIT_LABELS[unit].get(locale, UNIT_LABELS[unit]["en"])
