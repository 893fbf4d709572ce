from __future__ import annotations

from pathlib import Path

import pandas as pd
import yaml


def load_config(path: str | Path = "config.yaml") -> dict:
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def read_exports(input_dir: str | Path, encoding: str = "cp932") -> pd.DataFrame:
    """Read every POS export CSV in input_dir into one frame."""
    frames = []
    for csv_path in sorted(Path(input_dir).glob("*.csv")):
        frame = pd.read_csv(csv_path, encoding=encoding, dtype={"store": str, "sku": str})
        frame["source_file"] = csv_path.name
        frames.append(frame)
    if not frames:
        raise FileNotFoundError(f"no CSV files in {input_dir}")
    return pd.concat(frames, ignore_index=True)


def write_report(df: pd.DataFrame, output_dir: str | Path, name: str) -> Path:
    out = Path(output_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / name
    df.to_csv(path, index=False, encoding="utf-8-sig")
    return path


def store_names(config: dict) -> dict[str, str]:
    return {str(k).upper(): v for k, v in (config.get("stores") or {}).items()}
