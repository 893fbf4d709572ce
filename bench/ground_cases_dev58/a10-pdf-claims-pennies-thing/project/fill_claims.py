#!/usr/bin/env python3
"""Fill one "Volunteer expenses claim" PDF per volunteer from the month's tab in claims.xlsx.

    python fill_claims.py 2025-02        -> out/2025-02/<Volunteer name>.pdf

The spreadsheet has one tab per month (named 2025-02 etc.), one row per trip:
Date | Volunteer | From | To | Purpose | Miles | Parking | Other
"""
from __future__ import annotations

import sys
import tomllib
from collections import defaultdict
from datetime import date, datetime
from pathlib import Path

from openpyxl import load_workbook
from pypdf import PdfReader, PdfWriter

from fields import FIELDS, trip_field
from mileage import Trip, claim_amount

HERE = Path(__file__).resolve().parent
CONFIG = tomllib.loads((HERE / "config.toml").read_text(encoding="utf-8"))
MAX_TRIPS = 12  # rows on the form


def read_trips(month: str) -> dict[str, list[Trip]]:
    wb = load_workbook(HERE / CONFIG["paths"]["workbook"], data_only=True, read_only=True)
    ws = wb[month]
    trips: dict[str, list[Trip]] = defaultdict(list)
    for row in ws.iter_rows(min_row=2, values_only=True):
        when, who, start, end, purpose, miles, parking, other = (list(row) + [None] * 8)[:8]
        if not who or not when:
            continue
        if isinstance(when, datetime):
            when = when.date()
        trips[who.strip()].append(Trip(when, start or "", end or "", purpose or "", float(miles or 0),
                                       float(parking or 0), float(other or 0)))
    return trips


def fill(volunteer: str, trips: list[Trip], month: str, out_dir: Path) -> Path:
    reader = PdfReader(HERE / CONFIG["paths"]["form"])
    writer = PdfWriter()
    writer.append(reader)
    writer.set_need_appearances_writer(True)  # Preview (macOS) only shows fields with appearances
    amounts = claim_amount(trips, ytd_miles=CONFIG["ytd_miles"].get(volunteer, 0))
    values = {
        FIELDS["name"]: volunteer,
        FIELDS["month"]: month,
        FIELDS["total_miles"]: f"{amounts['miles']:.1f}",
        FIELDS["mileage_amount"]: f"{amounts['mileage']:.2f}",
        FIELDS["expenses_amount"]: f"{amounts['expenses']:.2f}",
        FIELDS["total_amount"]: f"{amounts['total']:.2f}",
        FIELDS["signed_date"]: date.today().strftime("%d/%m/%Y"),
    }
    for i, trip in enumerate(trips[:MAX_TRIPS], start=1):
        values[trip_field("date", i)] = trip.when.strftime("%d/%m/%Y")
        values[trip_field("journey", i)] = f"{trip.start} - {trip.end}"
        values[trip_field("purpose", i)] = trip.purpose
        values[trip_field("miles", i)] = f"{trip.miles:.1f}"
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    out = out_dir / f"{volunteer}.pdf"
    with open(out, "wb") as fh:
        writer.write(fh)
    return out


def main(argv: list[str]) -> int:
    month = argv[1] if len(argv) > 1 else date.today().strftime("%Y-%m")
    out_dir = HERE / "out" / month
    out_dir.mkdir(parents=True, exist_ok=True)
    for volunteer, trips in sorted(read_trips(month).items()):
        if len(trips) > MAX_TRIPS:
            print(f"WARNING: {volunteer} has {len(trips)} trips, the form only holds {MAX_TRIPS}")
        print(f"{volunteer}: {fill(volunteer, trips, month, out_dir)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
