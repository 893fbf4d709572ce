from dataclasses import dataclass


@dataclass(frozen=True)
class Shop:
    code: str
    name: str
    locale: str
    currency: str
    unit: str


SHOPS = [
    Shop("TPE", "台北南門店", "zh-TW", "TWD", "jin"),
    Shop("TXG", "台中第二市場店", "zh-TW", "TWD", "jin"),
    Shop("SHA", "上海静安店", "zh-CN", "CNY", "jin"),
    Shop("HAM", "Hamburg Asia Markt", "de-DE", "EUR", "kg"),
    Shop("LON", "London Chinatown", "en-GB", "GBP", "kg"),
]


def by_code(code: str) -> Shop:
    for shop in SHOPS:
        if shop.code == code:
            return shop
    raise KeyError(code)


def shops_for_unit(unit: str) -> list[Shop]:
    return [shop for shop in SHOPS if shop.unit == unit]


def locales() -> set[str]:
    return {shop.locale for shop in SHOPS}


def currencies() -> set[str]:
    return {shop.currency for shop in SHOPS}
