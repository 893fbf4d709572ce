import argparse
import re
from pathlib import Path

import psycopg

QUERIES = Path(__file__).with_name("queries.sql")


def load_queries() -> dict[str, str]:
    text = QUERIES.read_text(encoding="utf-8")
    parts = re.split(r"^-- name: (\w+)\s*$", text, flags=re.MULTILINE)
    return {parts[i]: parts[i + 1].strip() for i in range(1, len(parts), 2)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("query")
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    args = ap.parse_args()
    sql = load_queries()[args.query]
    sql = sql.replace(":from", "%(from)s").replace(":to", "%(to)s")
    with psycopg.connect() as conn:
        for row in conn.execute(sql, {"from": args.start, "to": args.end}):
            print("\t".join(str(v) for v in row))


if __name__ == "__main__":
    main()
