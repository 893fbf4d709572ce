#!/usr/bin/env python2
# -*- coding: utf-8 -*-
"""每天 06:00 把会员库同步成 CSV 丢到 SFTP 给门店 POS 用。

2012 年写的，Python 2.7，服务器 crm-batch01 上跑。
"""
import logging
import optparse
import os
import sys

import db
import export_csv
import mailer
from settings import load_settings

log = logging.getLogger("sync_members")


def main(argv):
    parser = optparse.OptionParser()
    parser.add_option("-c", "--config", default="/etc/member-sync/config.ini")
    parser.add_option("--since", help="only members updated since YYYY-MM-DD")
    parser.add_option("--out", help="write CSV here instead of the configured dir")
    opts, _ = parser.parse_args(argv)

    cfg = load_settings(opts.config)
    logging.basicConfig(filename=cfg["log_file"], level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")

    conn = db.connect(cfg)
    try:
        rows = db.fetch_members(conn, since=opts.since)
    finally:
        conn.close()
    log.info("fetched %d members", len(rows))

    out = opts.out or os.path.join(cfg["out_dir"], "members_%s.csv" % export_csv.today())
    n = export_csv.write_members(out, rows)
    log.info("wrote %d rows to %s", n, out)

    if n == 0:
        mailer.alert(cfg, u"会员同步结果为空", u"sync_members 没有导出任何会员，请检查")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
