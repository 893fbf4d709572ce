#!/usr/bin/env python3
"""Nightly: fetch each supplier's price list, parse it, write a WooCommerce import CSV per supplier.

Run by cron on the Mac mini (see run_nightly.sh). Output goes to ~/shop-tools/exports/.
"""
from __future__ import annotations

import logging
import os
import sys
from datetime import date
from pathlib import Path

import requests
import yaml

from export_woo import write_woo_csv
from parsers.csv_feed import parse_csv
from parsers.html_table import parse_html
from parsers.pdf_list import parse_pdf

HERE = Path(__file__).resolve().parent
DOWNLOADS = HERE / "downloads"
EXPORTS = Path.home() / "shop-tools" / "exports"

log = logging.getLogger("pricefeed")


def load_suppliers() -> list[dict]:
    with open(HERE / "suppliers.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)["suppliers"]


def supplier_password(supplier: dict) -> str:
    """The portal password, from the environment variable named in suppliers.yaml (never the file itself)."""
    name = supplier["password_env"]
    try:
        return os.environ[name]
    except KeyError:
        raise SystemExit(f"{name} is not set: run via run_nightly.sh or export it first") from None


def fetch(supplier: dict) -> Path:
    """Download the supplier's current list into downloads/ and return its path."""
    DOWNLOADS.mkdir(exist_ok=True)
    target = DOWNLOADS / f"{supplier['key']}-{date.today():%Y%m%d}.{supplier['format']}"
    session = requests.Session()
    if "login_url" in supplier:
        session.post(supplier["login_url"], data={"user": supplier["user"], "password": supplier_password(supplier)},
                     timeout=30).raise_for_status()
    r = session.get(supplier["url"], timeout=60)
    r.raise_for_status()
    target.write_bytes(r.content)
    return target


def apply_markup(rows: list[dict], supplier: dict) -> list[dict]:
    factor = 1 + supplier.get("markup_pct", 0) / 100
    for row in rows:
        row["sale_price"] = (row["price"] * factor).quantize(row["price"].__class__("0.01"))
    return rows


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    EXPORTS.mkdir(parents=True, exist_ok=True)
    failures = 0
    for supplier in load_suppliers():
        if not supplier.get("active", True):
            continue
        log.info("supplier %s", supplier["name"])
        path = fetch(supplier)
        if supplier["format"] == "csv":
            rows = parse_csv(path, supplier)
        elif supplier["format"] == "html":
            rows = parse_html(path, supplier)
        elif supplier["format"] == "pdf":
            rows = parse_pdf(path, supplier)
        else:
            log.error("unknown format %s for %s", supplier["format"], supplier["name"])
            failures += 1
            continue
        skip = {s.lower() for s in supplier.get("skip_status", [])}
        if skip:
            before = len(rows)
            rows = [row for row in rows if row["status"] not in skip]
            log.info("%s: skipped %d discontinued", supplier["name"], before - len(rows))
        rows = apply_markup(rows, supplier)
        out = write_woo_csv(rows, EXPORTS / f"{supplier['key']}-{date.today():%Y%m%d}.csv")
        log.info("%s: %d products -> %s", supplier["name"], len(rows), out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
