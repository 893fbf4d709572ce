"""Keramik Hofer only publishes a PDF. Each page has one table:
Art.-Nr. | Bezeichnung | VE | Preis | Lager
"""
from __future__ import annotations

import logging
from decimal import Decimal
from pathlib import Path

import pdfplumber

log = logging.getLogger("pricefeed.pdf")

HEADER_FIRST_CELL = "Art.-Nr."


def _tables(path: Path):
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for table in page.extract_tables():
                yield page.page_number, table


def parse_pdf(path: Path, supplier: dict) -> list[dict]:
    rows = []
    for page_no, table in _tables(path):
        for cells in table:
            if not cells or not cells[0] or cells[0].startswith(HEADER_FIRST_CELL):
                continue
            cells = [(c or "").strip() for c in cells]
            if len(cells) < 5:
                log.warning("page %s: short row %r", page_no, cells)
                continue
            sku, name, unit = cells[0], cells[1], cells[2]
            price = Decimal(cells[3].replace("€", "").strip())
            stock = int(cells[4] or 0)
            rows.append({
                "sku": sku,
                "name": f"{name} ({unit})" if unit and unit != "1" else name,
                "price": price,
                "stock": stock,
                "status": "",
            })
    log.info("hofer: %d rows from %s", len(rows), path.name)
    return rows
