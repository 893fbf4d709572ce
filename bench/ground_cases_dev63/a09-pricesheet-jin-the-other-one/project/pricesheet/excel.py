from openpyxl import Workbook

from pricesheet.price_sheet import Product, rows_for
from pricesheet.shops import SHOPS

HEADERS = {
    "zh-TW": ["品號", "品名", "單位", "單價", "折扣", "特價"],
    "zh-CN": ["品号", "品名", "单位", "单价", "折扣", "特价"],
    "de-DE": ["Art.-Nr.", "Artikel", "Einheit", "Preis", "Rabatt", "Aktion"],
    "en-GB": ["SKU", "Item", "Unit", "Price", "Discount", "Promo"],
}


def price_format(currency: str) -> str:
    if currency in ("TWD", "CNY"):
        return "#,##0"
    return "#,##0.00"


def build_workbook(products: list[Product]) -> Workbook:
    wb = Workbook()
    wb.remove(wb.active)
    for shop in SHOPS:
        ws = wb.create_sheet(shop.code)
        ws.append(HEADERS[shop.locale])
        for row in rows_for(shop, products):
            ws.append([row.sku, row.name, row.unit, row.price, row.discount, row.promo_price])
            r = ws.max_row
            ws.cell(r, 4).number_format = price_format(shop.currency)
            ws.cell(r, 5).number_format = "0%"
            ws.cell(r, 6).number_format = price_format(shop.currency)
    return wb


def save(products: list[Product], path: str) -> None:
    build_workbook(products).save(path)
