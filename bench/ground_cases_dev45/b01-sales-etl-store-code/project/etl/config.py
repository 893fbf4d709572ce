"""ジョブ設定. 環境変数で上書きできる."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    input_dir: Path
    output_dir: Path
    store_master: Path
    encoding: str = "cp932"
    compression: str = "snappy"
    chunk_size: int = 50_000


def load_settings() -> Settings:
    base = Path(os.environ.get("SALES_ETL_BASE", "/data/sales"))
    return Settings(
        input_dir=base / "incoming",
        output_dir=base / "parquet",
        store_master=base / "master" / "stores.csv",
        encoding=os.environ.get("SALES_ETL_ENCODING", "cp932"),
        compression=os.environ.get("SALES_ETL_COMPRESSION", "snappy"),
        chunk_size=int(os.environ.get("SALES_ETL_CHUNK", "50000")),
    )


SETTINGS = load_settings()
