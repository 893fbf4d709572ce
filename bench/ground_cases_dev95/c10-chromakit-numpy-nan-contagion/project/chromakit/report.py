"""chromakit FOLDER: print the peak table of every run in FOLDER."""
from __future__ import annotations

import argparse
import csv
from pathlib import Path

from chromakit.pipeline import process_batch


def format_result(result: dict) -> str:
    lines = [f"[{result['sample']}] {len(result['peaks'])} peaks, {result['dropouts']} dropout points"]
    lines.append(f"{'RT (min)':>9} {'height':>9} {'area':>11}")
    for p in result["peaks"]:
        lines.append(f"{p.rt:>9.3f} {p.height:>9.2f} {p.area:>11.4f}")
    return "\n".join(lines)


CSV_FIELDS = ["sample", "rt_min", "height_mau", "area", "left_min", "right_min", "dropouts"]


def write_csv(results: list[dict], path: Path) -> int:
    """One row per peak of every run; returns the number of rows written."""
    rows = 0
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(CSV_FIELDS)
        for result in results:
            for p in result["peaks"]:
                writer.writerow([result["sample"], f"{p.rt:.3f}", f"{p.height:.3f}", f"{p.area:.5f}",
                                 f"{p.left:.3f}", f"{p.right:.3f}", result["dropouts"]])
                rows += 1
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--baseline-width", type=float, default=1.0, help="minutes, wider than the widest peak")
    ap.add_argument("--csv", type=Path, default=None, help="also write all peaks to this CSV file")
    args = ap.parse_args(argv)
    results = process_batch(args.folder, baseline_width_min=args.baseline_width)
    for result in results:
        print(format_result(result))
        print()
    if args.csv:
        print(f"wrote {write_csv(results, args.csv)} peaks to {args.csv}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
