#!/usr/bin/env python
# -*- coding: utf-8 -*-
"""每月 1 号凌晨导出上个月的采购明细 xls，放到财务共享盘。

2011 年写的，python 2，别用 python3 跑。
"""
import logging
import os
import sys
from optparse import OptionParser

from lib import dbutil, period, xlsout

log = logging.getLogger("monthly_export")


def main():
    op = OptionParser(usage="%prog [--month YYYY-MM] [--out DIR]")
    op.add_option("--month", help="default: last month")
    op.add_option("--out", default="/mnt/finance/purchase")
    op.add_option("--conf", default=os.path.join(os.path.dirname(__file__), "conf", "export.ini"))
    opts, _ = op.parse_args()

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    start, end = period.month_range(opts.month)
    log.info("export purchase %s ~ %s", start, end)

    conn = dbutil.connect(opts.conf)
    try:
        rows = dbutil.purchase_lines(conn, start, end)
    finally:
        conn.close()
    log.info("%d lines", len(rows))

    name = "purchase_%s.xls" % start.strftime("%Y%m")
    path = os.path.join(opts.out, name)
    xlsout.write_purchase(path, rows, title=u"%s 采购明细" % start.strftime("%Y-%m"))
    log.info("written %s", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
