"""Append yesterday's USD/EUR rates (MUFG TTM) to data/rates.csv. Run daily from cron."""
import csv
import sys
from datetime import date, timedelta
from pathlib import Path

import urllib.request

SOURCE = "https://www.murc-kawasesouba.jp/fx/past/index.php?id={ymd}"
OUT = Path(__file__).resolve().parent.parent / "data" / "rates.csv"


def fetch(day: date) -> dict[str, str]:
    html = urllib.request.urlopen(SOURCE.format(ymd=day.strftime("%y%m%d")), timeout=10).read().decode("utf-8")
    rates = {}
    for cur in ("USD", "EUR"):
        marker = f"<td>{cur}</td>"
        at = html.index(marker)
        cells = html[at:].split("<td>")[4:5]
        rates[cur.lower()] = cells[0].split("<")[0].strip()
    return rates


def main() -> int:
    day = date.today() - timedelta(days=1)
    rates = fetch(day)
    with OUT.open("a", newline="") as f:
        writer = csv.writer(f)
        for cur, rate in rates.items():
            writer.writerow([day.isoformat(), cur, rate])
    return 0


if __name__ == "__main__":
    sys.exit(main())
