"""Download the league's results CSV into data/results.csv (maintained by Kenji)."""
from __future__ import annotations

import csv
import io
import sys
import urllib.request
from pathlib import Path

URL = "https://minato-league.example.jp/div2/results.csv"
OUT = Path(__file__).resolve().parent.parent / "data" / "results.csv"
FIELDS = ["date", "home", "away", "home_goals", "away_goals"]


def fetch() -> str:
    req = urllib.request.Request(URL, headers={"User-Agent": "fc-minato-site/0.9"})
    with urllib.request.urlopen(req, timeout=20) as resp:
        return resp.read().decode("cp932")


def normalise(text: str) -> list[dict]:
    rows = []
    for r in csv.DictReader(io.StringIO(text)):
        score = r["スコア"].strip()
        home_goals, away_goals = score.split("-")
        rows.append({"date": r["日付"], "home": r["ホーム"], "away": r["アウェイ"],
                     "home_goals": int(home_goals), "away_goals": int(away_goals)})
    return rows


def main() -> int:
    rows = normalise(fetch())
    with OUT.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} results -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
