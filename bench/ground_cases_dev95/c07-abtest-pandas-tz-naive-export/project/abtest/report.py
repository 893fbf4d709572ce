"""python -m abtest.report --exp NAME --start YYYY-MM-DD --end YYYY-MM-DD EVENTS.csv"""
from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd
import yaml

from abtest import stats
from abtest.assign import user_table
from abtest.load import TZ, read_assignments, read_events, read_pre_period


def parse_args(argv=None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("events", type=Path)
    ap.add_argument("--exp", required=True)
    ap.add_argument("--start", required=True, help="first day, inclusive")
    ap.add_argument("--end", required=True, help="last day, inclusive")
    ap.add_argument("--config", type=Path, default=Path("experiments.yaml"))
    return ap.parse_args(argv)


def fmt_pct(x: float) -> str:
    return f"{x:+.2%}" if x < 0 or x > 0 else "0.00%"


def print_result(name: str, conv: dict, rev: dict) -> None:
    print(f"== {name} ==")
    print(f"conversion  control {conv['control_rate']:.3%}  treatment {conv['treatment_rate']:.3%}  "
          f"lift {fmt_pct(conv['lift'])}  p={conv['p_value']:.4f}")
    print(f"            diff {conv['diff']:+.3%}  95% CI [{conv['ci_low']:+.3%}, {conv['ci_high']:+.3%}]")
    print(f"revenue/user control {rev['control_mean']:.2f}  treatment {rev['treatment_mean']:.2f}  "
          f"diff {rev['diff']:+.2f}  p={rev['p_value']:.4f}")


def window(events: pd.DataFrame, start: pd.Timestamp, end: pd.Timestamp) -> pd.DataFrame:
    mask = (events["ts"] >= start) & (events["ts"] < end)
    return events[mask]


def main(argv=None) -> int:
    args = parse_args(argv)
    cfg = yaml.safe_load(args.config.read_text())[args.exp]
    # the export's timestamps carry +08:00, so the window bounds must be tz-aware too
    start = pd.Timestamp(args.start, tz=TZ)
    end = pd.Timestamp(args.end, tz=TZ) + pd.Timedelta(days=1)
    events = window(read_events(args.events), start, end)
    users = user_table(events, read_assignments(cfg["assignments"]))
    srm = stats.srm_check(users, tuple(cfg.get("split", (0.5, 0.5))), cfg["control"], cfg["treatment"])
    if srm["mismatch"]:
        print("!" * 72)
        print(f"!! SAMPLE RATIO MISMATCH: control {srm['control']} vs treatment {srm['treatment']} "
              f"(p={srm['p_value']:.2e}). Do not trust the results below.")
        print("!" * 72)
    conv = stats.two_proportion_test(users, cfg["control"], cfg["treatment"])
    rev = stats.revenue_ttest(users, cfg["control"], cfg["treatment"])
    print_result(args.exp, conv, rev)
    if cfg.get("pre_period"):
        adjusted = stats.cuped_adjust(users, read_pre_period(cfg["pre_period"]))
        cuped = stats.revenue_ttest(adjusted.assign(revenue=adjusted["revenue_cuped"]),
                                    cfg["control"], cfg["treatment"])
        print(f"revenue/user (CUPED, theta={adjusted.attrs['cuped_theta']:.3f}) diff {cuped['diff']:+.2f}  "
              f"p={cuped['p_value']:.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
