"""Download the day's feed from Brightline's SFTP server."""
from __future__ import annotations

import logging
import os
import time
from datetime import date
from pathlib import Path

import paramiko

log = logging.getLogger(__name__)

HOST = os.environ.get("BRIGHTLINE_SFTP_HOST", "sftp.brightline-wholesale.example")
USER = os.environ.get("BRIGHTLINE_SFTP_USER", "northwind")
KEY_FILE = os.environ.get("BRIGHTLINE_SFTP_KEY", "/etc/stock-sync/id_ed25519")
RETRY_SECONDS = 300
MAX_ATTEMPTS = 24  # 2 hours: Brightline is late sometimes, but not that late


def remote_name(day: date) -> str:
    return f"/outgoing/stock_{day:%Y%m%d}.csv"


def fetch(day: date, dest: Path) -> Path:
    """Wait for the file to appear, then download it. Brightline is sometimes late."""
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.connect(HOST, username=USER, key_filename=KEY_FILE, timeout=30)
    sftp = client.open_sftp()
    target = dest / Path(remote_name(day)).name
    try:
        for attempt in range(1, MAX_ATTEMPTS + 1):
            try:
                sftp.get(remote_name(day), str(target))
                log.info("downloaded %s (%d bytes)", target.name, target.stat().st_size)
                return target
            except FileNotFoundError:
                log.info("%s not there yet (attempt %d/%d), retrying in %ds",
                         remote_name(day), attempt, MAX_ATTEMPTS, RETRY_SECONDS)
                time.sleep(RETRY_SECONDS)
        raise TimeoutError(f"{remote_name(day)} still missing after {MAX_ATTEMPTS} attempts")
    finally:
        sftp.close()
        client.close()
