"""Upload one CSV to the partner's SFTP inbox: python -m export.upload FILE"""
from __future__ import annotations

import socket
import sys
import time
import tomllib
from pathlib import Path

import paramiko

CONFIG = Path(__file__).resolve().parent.parent / "config" / "export.toml"


def load_sftp_config() -> dict:
    with CONFIG.open("rb") as fh:
        return tomllib.load(fh)["sftp"]


def upload(local: Path, cfg: dict) -> str:
    client = paramiko.SSHClient()
    client.load_host_keys(cfg["known_hosts"])
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    key = paramiko.Ed25519Key.from_private_key_file(cfg["key_path"])
    client.connect(cfg["host"], port=cfg["port"], username=cfg["user"], pkey=key,
                   look_for_keys=False, allow_agent=False, timeout=20)
    try:
        sftp = client.open_sftp()
        remote = f"{cfg['remote_dir']}/{local.name}"
        sftp.put(str(local), remote + ".part")
        sftp.posix_rename(remote + ".part", remote)
        return remote
    finally:
        client.close()


def upload_with_retry(local: Path, cfg: dict) -> str:
    # Only network trouble is retried. A rejected key will not start working
    # by itself, and repeated failed logins get our IP blocked by their fail2ban.
    for attempt in range(1, cfg["retries"] + 1):
        try:
            return upload(local, cfg)
        except (socket.timeout, TimeoutError, paramiko.ssh_exception.NoValidConnectionsError) as exc:
            if attempt == cfg["retries"]:
                raise
            print(f"upload attempt {attempt} failed: {exc}; retrying", file=sys.stderr)
            time.sleep(30 * attempt)
    raise RuntimeError("unreachable")


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    local = Path(args[0])
    remote = upload_with_retry(local, load_sftp_config())
    print(f"uploaded {local.name} -> {remote}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
