import argparse
import logging
from datetime import date, timedelta

from feeds import importer, parser, sftp_fetch


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--date", type=date.fromisoformat, default=date.today() - timedelta(days=1))
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO)
    path = sftp_fetch.fetch(args.date)
    rows = parser.parse(path)
    n = importer.import_rows(rows)
    logging.info("imported %d rows from %s; totals %s", n, path, importer.totals(rows))


if __name__ == "__main__":
    main()
