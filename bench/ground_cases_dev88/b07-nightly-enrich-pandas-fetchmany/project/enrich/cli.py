import argparse
import logging
import time

from enrich.pipeline import run


def main() -> None:
    parser = argparse.ArgumentParser(description="Nightly order enrichment")
    parser.add_argument("src")
    parser.add_argument("dst")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s %(message)s")
    started = time.monotonic()
    n = run(args.src, args.dst)
    logging.info("wrote %d rows in %.1fs", n, time.monotonic() - started)


if __name__ == "__main__":
    main()
