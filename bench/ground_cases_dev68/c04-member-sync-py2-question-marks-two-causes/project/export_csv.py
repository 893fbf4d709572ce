# -*- coding: utf-8 -*-
import csv
import datetime

COLUMNS = ["card_no", "name", "mobile", "level", "points", "store_code"]
LEVELS = {0: u"普通", 1: u"银卡", 2: u"金卡", 3: u"钻石"}


def today():
    return datetime.date.today().strftime("%Y%m%d")


def _cell(value):
    """POS 那边是老系统，只收单字节，先这么处理（2013-03 wu）"""
    if value is None:
        return ""
    if isinstance(value, unicode):
        return value.encode("ascii", "replace")
    return str(value)


def write_members(path, rows):
    n = 0
    with open(path, "wb") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS)
        for r in rows:
            w.writerow([
                _cell(r["card_no"]),
                _cell(r["name"]),
                _cell(r["mobile"]),
                _cell(LEVELS.get(r["level"], r["level"])),
                _cell(r["points"]),
                _cell(r["store_code"]),
            ])
            n += 1
    return n
