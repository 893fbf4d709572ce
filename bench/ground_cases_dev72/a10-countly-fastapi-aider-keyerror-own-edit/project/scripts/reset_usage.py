"""Zero the live API-call counters at the start of a month. Run by cron at 00:10 UTC on the 1st."""
import argparse
import sys

from app.db import _connect


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dry-run", action="store_true", help="only print how many counters would be reset")
    args = parser.parse_args(argv)
    with _connect() as conn:
        if args.dry_run:
            n = conn.execute("SELECT count(*) AS n FROM live_counters WHERE api_calls > 0").fetchone()["n"]
            print(f"would reset {n} counters")
            return 0
        cur = conn.execute("UPDATE live_counters SET api_calls = 0 WHERE api_calls > 0")
        print(f"reset {cur.rowcount} counters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
