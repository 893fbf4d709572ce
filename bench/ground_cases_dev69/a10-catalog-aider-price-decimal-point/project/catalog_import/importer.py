from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from pathlib import Path

from openpyxl import load_workbook

from catalog_import.models import Product, RowError

CURRENCIES = {"EUR", "GBP", "USD", "CHF"}
EXCEL_EPOCH = date(1899, 12, 30)  # serial 1 = 1900-01-01, with Excel's phantom 1900-02-29


def parse_price(value) -> Decimal:
    if isinstance(value, (int, float)):
        return Decimal(str(value)).quantize(Decimal("0.01"))
    text = str(value).strip().replace("€", "").replace("\u00a0", "").replace(" ", "")
    text = text.replace(".", "").replace(",", ".")  # German notation: 1.234,50
    try:
        return Decimal(text).quantize(Decimal("0.01"))
    except InvalidOperation:
        raise ValueError(f"not a price: {value!r}") from None


def parse_date(value) -> date | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, (int, float)):
        return EXCEL_EPOCH + timedelta(days=int(value))
    text = str(value).strip()
    for fmt in ("%Y-%m-%d", "%d.%m.%Y"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"not a date: {value!r}")


def row_to_product(cells) -> Product:
    sku, description, price, currency, valid_from = (list(cells) + [None] * 5)[:5]
    if not sku:
        raise ValueError("SKU is empty")
    currency = str(currency or "").strip().upper()
    if currency not in CURRENCIES:
        raise ValueError(f"unknown currency {currency!r}")
    return Product(
        sku=str(sku).strip(),
        description=str(description or "").strip(),
        price=parse_price(price),
        currency=currency,
        valid_from=parse_date(valid_from),
    )


def _is_blank(cells) -> bool:
    return all(c is None or (isinstance(c, str) and not c.strip()) for c in cells)


def import_products(path: str | Path) -> tuple[list[Product], list[RowError]]:
    wb = load_workbook(path, read_only=True, data_only=True)
    ws = wb.worksheets[0]
    products: list[Product] = []
    errors: list[RowError] = []
    for number, cells in enumerate(ws.iter_rows(min_row=2, values_only=True), start=2):
        if _is_blank(cells):
            continue
        try:
            products.append(row_to_product(cells))
        except ValueError as exc:
            errors.append(RowError(number, str(exc)))
    wb.close()
    return products, errors
