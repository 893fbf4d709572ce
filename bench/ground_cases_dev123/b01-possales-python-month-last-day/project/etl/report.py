"""Writing the monthly totals as a small CSV the accounting team pastes into Excel."""
from __future__ import annotations

import csv
import io
import sys
from decimal import Decimal


def yen(amount: Decimal) -> str:
    """Yen with thousands separators, no decimals: Decimal('1234.5') -> '¥1,235'."""
    return f"¥{amount.quantize(Decimal('1')):,}"


def render(totals: dict[str, Decimal], month: str) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["月", "店舗", "売上合計"])
    for store, amount in totals.items():
        writer.writerow([month, store, yen(amount)])
    writer.writerow([month, "合計", yen(sum(totals.values(), Decimal(0)))])
    return buf.getvalue()


def write_report(totals: dict[str, Decimal], month: str, out: str) -> None:
    text = render(totals, month)
    if out == "-":
        sys.stdout.write(text)
        return
    # Excel on the accounting PCs opens utf-8 CSV correctly only with a BOM
    with open(out, "w", encoding="utf-8-sig", newline="") as f:
        f.write(text)
