"""仕入れ先の価格表を取り込んで、自社価格表の仕入値・売値を更新する。

    python update_prices.py [--dry-run] [--csv downloads/xxx.csv]
"""
from __future__ import annotations

import argparse
import configparser
import sys
from datetime import date
from pathlib import Path

import pricing
import report
import shop_prices
import supplier

HERE = Path(__file__).resolve().parent


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true", help="書き込まずに結果だけ表示する")
    ap.add_argument("--csv", type=Path, help="ダウンロードせずにこの CSV を使う")
    args = ap.parse_args()

    cfg = configparser.ConfigParser()
    cfg.read(HERE / "config.ini", encoding="utf-8")

    if args.csv:
        csv_path = args.csv
    else:
        dest = HERE / cfg["supplier"]["download_dir"] / f"marushin_{date.today():%Y%m%d}.csv"
        csv_path = supplier.download(cfg["supplier"]["login_id"], cfg["supplier"]["password"], dest)

    rows = {r.code: r for r in supplier.load_rows(csv_path)}
    book = Path(cfg["shop"]["price_book"])
    items = shop_prices.load_items(book, cfg["shop"]["sheet"])

    changes = []
    unchanged = 0
    missing = []
    warnings = []
    for code, item in items.items():
        row = rows.get(supplier.normalize_code(code))
        if row is None:
            missing.append(code)
            continue
        new_price = pricing.selling_price(row.price, item.category, row.list_price, cfg)
        if row.price == item.cost and new_price == item.price:
            unchanged += 1
            continue
        if pricing.is_big_jump(item.cost, row.price):
            warnings.append(f"{code} {item.name}: {pricing.describe_change(item.cost, row.price)}")
        changes.append((item, row.price, new_price))

    print(f"変更あり {len(changes)} 件 / 変更なし {unchanged} 件 / 見つからない {len(missing)} 件")
    if args.dry_run:
        for item, cost, price in changes[:10]:
            print(f"  {item.code} {item.name}: 仕入 {item.cost}→{cost} 売値 {item.price}→{price}")
        return 0

    shop_prices.save_changes(book, cfg["shop"]["sheet"], changes)
    increases = [
        f"{item.code} {item.name}: 売値 {item.price:,}円 → {price:,}円"
        for item, cost, price in changes
        if price > item.price
    ]
    body = report.build_body(len(changes), unchanged, missing, warnings, increases)
    report.send(cfg, f"[価格取り込み] {date.today():%m/%d} 変更 {len(changes)} 件", body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
