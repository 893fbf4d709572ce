#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""支払期限リマインダー送信 (cron で毎朝 8:00).

2013 年に書かれたまま python2.7 で動いていたもの。
"""
import logging
import optparse
import sys
import urllib.error
import urllib.request

from reminders import db, mailer
from reminders.batching import split_batches

LOG = logging.getLogger("send_reminders")
SLACK_HOOK = "https://hooks.slack.com/services/XXXX/YYYY/ZZZZ"


def notify_slack(text):
    try:
        req = urllib.request.Request(SLACK_HOOK, data=('{"text": "%s"}' % text).encode("utf-8"),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=5)
    except urllib.error.URLError as e:
        LOG.warning("slack notify failed: %s", e)


def main(argv):
    parser = optparse.OptionParser()
    parser.add_option("--dry-run", action="store_true", default=False)
    parser.add_option("--batch-size", type="int", default=50)
    opts, _ = parser.parse_args(argv)

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    due = db.fetch_due()
    sent = 0
    for batch in split_batches(due, opts.batch_size):
        for customer_id, info in batch:
            msg = mailer.build_message(info["email"], info["name"], info["invoices"])
            if opts.dry_run:
                print("[dry-run] %s %s" % (customer_id, info["email"]))
                continue
            mailer.send(msg)
            sent += 1
    LOG.info("sent %d reminders", sent)
    if sent:
        notify_slack(u"支払リマインダーを %d 件送信しました" % sent)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
