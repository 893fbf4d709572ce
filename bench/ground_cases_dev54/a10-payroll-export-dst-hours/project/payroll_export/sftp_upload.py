"""Upload to the payroll provider's SFTP drop (key auth, no password)."""
from __future__ import annotations

from pathlib import Path

import paramiko


def upload(path: Path, cfg) -> None:
    key = paramiko.Ed25519Key.from_private_key_file(cfg["key_file"])
    transport = paramiko.Transport((cfg["host"], 22))
    try:
        transport.connect(username=cfg["user"], pkey=key)
        sftp = paramiko.SFTPClient.from_transport(transport)
        sftp.put(str(path), f"{cfg['remote_dir']}/{path.name}")
    finally:
        transport.close()
