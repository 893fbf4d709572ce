"""Collect rep_*.json of one scenario into summary.csv with 95% intervals."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from sim.summary import quantiles  # noqa: E402


def main(folder: str) -> None:
    reps = [json.loads(p.read_text()) for p in sorted(Path(folder).glob("rep_*.json"))]
    if not reps:
        raise SystemExit(f"no replicates in {folder}")
    df = pd.DataFrame(reps)
    df.to_csv(Path(folder) / "replicates.csv", index=False)
    ok = df[~df["extinct_early"]]
    rows = []
    for col in ("final_size", "peak_prevalence", "peak_day"):
        lo, med, hi = quantiles(ok[col].tolist())
        rows.append({"metric": col, "median": med, "q025": lo, "q975": hi})
    pd.DataFrame(rows).to_csv(Path(folder) / "summary.csv", index=False)
    print(f"{len(df)} replicates, {int(df['extinct_early'].sum())} early extinctions")
    print(pd.DataFrame(rows).to_string(index=False))


if __name__ == "__main__":
    main(sys.argv[1])
