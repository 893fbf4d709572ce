from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from catalog_import.importer import import_products


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="catalog-import")
    parser.add_argument("xlsx", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)

    products, errors = import_products(args.xlsx)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps([p.to_json() for p in products], indent=2, ensure_ascii=False))
    for err in errors:
        print(f"row {err.row}: {err.message}", file=sys.stderr)
    print(f"{len(products)} products, {len(errors)} rows skipped", file=sys.stderr)
    return 1 if errors and not products else 0


if __name__ == "__main__":
    raise SystemExit(main())
