"""Plain CSV of the same sheet, for shops whose POS imports CSV."""

import csv
import io

from babel.numbers import format_decimal

from pricesheet.price_sheet import Product, rows_for
from pricesheet.shops import Shop


def number(value, locale: str) -> str:
    """Grouping and decimal separators of the shop's locale (de-DE: 1.234,5)."""
    return format_decimal(value, format="#,##0.##", locale=locale.replace("-", "_"))


def export(shop: Shop, products: list[Product]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";" if shop.locale == "de-DE" else ",")
    writer.writerow(["sku", "name", "unit", "price", "discount", "promo"])
    for row in rows_for(shop, products):
        writer.writerow([
            row.sku,
            row.name,
            row.unit,
            number(row.price, shop.locale),
            number(row.discount, shop.locale),
            number(row.promo_price, shop.locale),
        ])
    return out.getvalue()
