"""Download one day's feed file from the partner's SFTP server."""
from __future__ import annotations

import logging
import os
from datetime import date

import paramiko

from feeds import settings

log = logging.getLogger(__name__)


# From 2025-11-03 the partner files each day under /outbound/YYYY/MM/ (not announced in their mail).
DATED_DIRS_FROM = date(2025, 11, 3)


def remote_path(day: date) -> str:
    if day >= DATED_DIRS_FROM:
        return f"{settings.REMOTE_DIR}/{day:%Y}/{day:%m}/orders_{day:%Y%m%d}.csv"
    return f"{settings.REMOTE_DIR}/orders_{day:%Y%m%d}.csv"


def fetch(day: date) -> str:
    """Download the file for ``day`` and return the local path. Raises FileNotFoundError
    when the partner has not dropped it yet."""
    os.makedirs(settings.LOCAL_DIR, exist_ok=True)
    local = os.path.join(settings.LOCAL_DIR, f"orders_{day:%Y%m%d}.csv")
    key = paramiko.Ed25519Key.from_private_key_file(settings.SFTP_KEY)
    transport = paramiko.Transport((settings.SFTP_HOST, settings.SFTP_PORT))
    try:
        transport.connect(username=settings.SFTP_USER, pkey=key)
        sftp = paramiko.SFTPClient.from_transport(transport)
        remote = remote_path(day)
        log.info("fetching %s", remote)
        sftp.get(remote, local)
    except IOError as e:
        raise FileNotFoundError(f"{remote_path(day)} not on the server yet") from e
    finally:
        transport.close()
    return local
