"""invoicegen orders.json -> one PDF per invoice."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from .models import Invoice
from .pdf import build_invoice

_UNSAFE = re.compile(r'[\\/:*?"<>|\s]+')


def safe_filename(name: str) -> str:
    """Customer names go into file names: drop path separators and characters Windows rejects."""
    return _UNSAFE.sub("_", name).strip("._")[:60] or "customer"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="invoicegen", description="Generate invoice PDFs")
    parser.add_argument("orders", type=Path, help="JSON export from the order system")
    parser.add_argument("--only", help="generate only this invoice number")
    parser.add_argument("--out-dir", type=Path, default=Path("."), help="where to write the PDFs (created if missing)")
    args = parser.parse_args(argv)

    records = json.loads(args.orders.read_text(encoding="utf-8"))
    args.out_dir.mkdir(parents=True, exist_ok=True)
    count = 0
    for record in records:
        inv = Invoice.from_dict(record)
        if args.only and inv.number != args.only:
            continue
        out = args.out_dir / f"{inv.number}-{safe_filename(inv.customer)}.pdf"
        build_invoice(inv, str(out))
        count += 1
        print(f"wrote {out}")
    if count == 0:
        print("no invoices generated", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
