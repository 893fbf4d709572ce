"""Fetch the daily order export from the shop's SFTP drop (cached in data/)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import paramiko

from etl.config import SETTINGS

KEY_FILE = Path.home() / ".ssh" / "etl_ed25519"


def export_name(day: str) -> str:
    return f"orders_{day}.csv"


def download(day: str, dest: Path) -> None:
    transport = paramiko.Transport((SETTINGS.sftp_host, 22))
    transport.connect(username=SETTINGS.sftp_user, pkey=paramiko.Ed25519Key.from_private_key_file(str(KEY_FILE)))
    try:
        sftp = paramiko.SFTPClient.from_transport(transport)
        sftp.get(f"{SETTINGS.export_dir}/{export_name(day)}", str(dest))
    finally:
        transport.close()


def fetch(day: str, cache_dir: Path = Path("data")) -> pd.DataFrame:
    cache = cache_dir / export_name(day)
    if not cache.exists():
        cache_dir.mkdir(parents=True, exist_ok=True)
        download(day, cache)
    return pd.read_csv(cache, dtype={"Order ID": str, "Customer": str})
