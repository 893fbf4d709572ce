"""自社サイトの料金。OTAの料金はねっぱん!側で管理しているのでここでは扱わない。"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

# プラン（1名あたり・税込・2名1室利用時）
PLANS = {
    "sudomari": {"label": "素泊まり", "base": 9800},
    "choshoku": {"label": "朝食付き", "base": 12800},
    "nishoku": {"label": "1泊2食付き", "base": 19800},
}

# 休前日・繁忙期の加算（1名あたり）
HOLIDAY_EVE_EXTRA = 2000
PEAK_EXTRA = 4000
PEAK_DAYS = {(12, 29), (12, 30), (12, 31), (1, 1), (1, 2), (1, 3)}

# 入湯税（1名1泊）
BATH_TAX = 150


@dataclass(frozen=True)
class Quote:
    plan: str
    per_person: int
    guests: int
    nights: int
    bath_tax: int

    @property
    def total(self) -> int:
        return self.per_person * self.guests * self.nights + self.bath_tax


def per_person(plan: str, stay: date, holiday_eve: bool) -> int:
    price = PLANS[plan]["base"]
    if (stay.month, stay.day) in PEAK_DAYS:
        price += PEAK_EXTRA
    elif holiday_eve:
        price += HOLIDAY_EVE_EXTRA
    return price


def quote(plan: str, stay: date, guests: int, nights: int = 1, holiday_eve: bool = False) -> Quote:
    pp = per_person(plan, stay, holiday_eve)
    return Quote(plan, pp, guests, nights, BATH_TAX * guests * nights)
