#!/usr/bin/env python
# -*- coding: utf-8 -*-
"""
Month-end price sync for the warehouse's consignment items (寄售商品).
Written by wang.jun in 2018, run by hand by the warehouse team on the last working day:

    python scripts/sync_prices_legacy.py /data/suppliers/consignment/2025-06.csv

Does not go through price_sync.importer on purpose: consignment prices are stored per warehouse.
"""
import csv
import sys

import pymysql

WAREHOUSES = ("SH01", "SH02", "KS01")


def load(path):
    prices = {}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            wh = row["warehouse"].strip()
            if wh not in WAREHOUSES:
                print("skip unknown warehouse", wh, row)
                continue
            prices[(row["sku"].strip(), wh)] = row["price"].strip()
    return prices


def main(path):
    prices = load(path)
    conn = pymysql.connect(host="erp-db-02", user="price_sync", password=input("db password: "),
                           database="erp", charset="utf8mb4")
    with conn.cursor() as cur:
        for (sku, wh), price in sorted(prices.items()):
            cur.execute("UPDATE consignment_price SET price = %s WHERE sku = %s AND warehouse = %s",
                        (price, sku, wh))
    conn.commit()
    print(len(prices), "prices updated")


if __name__ == "__main__":
    main(sys.argv[1])
