"""Weekly sales job: raw exports in, parquet + summary json out."""
from __future__ import annotations

import argparse
import json
import logging
from pathlib import Path

from etl.metrics import channel_share, daily_gmv, region_gmv, summary
from etl.sources import load_all

log = logging.getLogger("etl")


def run(raw_dir: Path, out_dir: Path) -> dict:
    df = load_all(raw_dir)
    log.info("loaded %d order rows", len(df))
    out_dir.mkdir(parents=True, exist_ok=True)
    daily_gmv(df).to_parquet(out_dir / "daily_gmv.parquet", index=False)
    channel_share(df).to_parquet(out_dir / "channel_share.parquet", index=False)
    region_gmv(df).to_parquet(out_dir / "region_gmv.parquet", index=False)
    result = summary(df)
    (out_dir / "summary.json").write_text(json.dumps(result, indent=2))
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description="weekly sales ETL")
    parser.add_argument("raw_dir", type=Path)
    parser.add_argument("--out", type=Path, default=Path("out"), help="output directory (default: out)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    print(json.dumps(run(args.raw_dir, args.out), indent=2))


if __name__ == "__main__":
    main()
