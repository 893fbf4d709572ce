import argparse
import logging
import time

from etl.enrich import enrich
from etl.io import load_merchants, load_transactions, write_output

log = logging.getLogger("etl")


def main(argv=None):
    parser = argparse.ArgumentParser(description="Nightly merchant enrichment")
    parser.add_argument("day", help="YYYY-MM-DD")
    parser.add_argument("--out", default="out")
    parser.add_argument("--limit", type=int, default=None, help="only the first N transactions (for profiling)")
    args = parser.parse_args(argv)

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    start = time.monotonic()
    txns = load_transactions(args.day, limit=args.limit)
    merchants = load_merchants()
    log.info("loaded %d transactions, %d merchants", len(txns), len(merchants))
    result = enrich(txns, merchants)
    path = write_output(result, args.day, args.out)
    log.info("wrote %s (%d rows) in %.1fs", path, len(result), time.monotonic() - start)


if __name__ == "__main__":
    main()
