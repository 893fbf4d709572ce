from __future__ import annotations

import argparse
import json
from datetime import datetime
from pathlib import Path

from spendlog import __version__
from spendlog.importers import IMPORTERS, load
from spendlog.model import Transaction
from spendlog.report import monthly_totals, render

STORE = Path.home() / ".local" / "share" / "spendlog" / "transactions.jsonl"


def _save(transactions: list[Transaction], store: Path) -> int:
    store.parent.mkdir(parents=True, exist_ok=True)
    with store.open("a", encoding="utf-8") as fh:
        for tx in transactions:
            fh.write(json.dumps({
                "booked": tx.booked.isoformat(),
                "amount": str(tx.amount),
                "currency": tx.currency,
                "payee": tx.payee,
                "category": tx.category,
                "source": tx.source,
            }) + "\n")
    return len(transactions)


def _load_store(store: Path) -> list[Transaction]:
    from decimal import Decimal

    if not store.exists():
        return []
    out = []
    with store.open(encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            out.append(Transaction(
                booked=datetime.fromisoformat(d["booked"]).date(),
                amount=Decimal(d["amount"]),
                currency=d["currency"],
                payee=d["payee"],
                category=d["category"],
                source=d["source"],
            ))
    return out


def _since(value: str):
    try:
        return datetime.strptime(value, "%Y-%m-%d").date()
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected YYYY-MM-DD, got {value!r}") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="spendlog")
    parser.add_argument("--version", action="version", version=__version__)
    parser.add_argument("--store", type=Path, default=STORE)
    sub = parser.add_subparsers(dest="command", required=True)

    imp = sub.add_parser("import", help="import a bank CSV export")
    imp.add_argument("bank", choices=sorted(IMPORTERS))
    imp.add_argument("csv", type=Path)

    rep = sub.add_parser("report", help="monthly spending by category")
    rep.add_argument("--since", type=_since, help="only transactions on or after YYYY-MM-DD")

    args = parser.parse_args(argv)
    if args.command == "import":
        count = _save(load(args.bank, args.csv), args.store)
        print(f"imported {count} transactions from {args.csv.name}")
    elif args.command == "report":
        print(render(monthly_totals(_load_store(args.store), since=args.since)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
