#!/usr/bin/env python3
"""Deploy mogura to staging or production.

    python deploy/deploy.py --env staging
    python deploy/deploy.py --env production --ref v1.12.0
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import remote
from remote import Host, rsync, ssh

ROOT = Path(__file__).resolve().parent.parent
CONFIG_DIR = ROOT / "config"
RELEASE_DIR = "/srv/mogura/releases"

HOSTS = {
    "staging": [Host("stg-app-01.internal")],
    "production": [Host("prd-app-01.internal"), Host("prd-app-02.internal")],
}


def env_file_for(env: str) -> Path:
    """The dotenv file uploaded with the release (DATABASE_URL, SECRET_KEY, ...)."""
    if env == "production":
        return CONFIG_DIR / "production.env"
    if env == "staging":
        return CONFIG_DIR / "production.env"
    raise ValueError(f"unknown environment: {env}")


def current_ref() -> str:
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()


def deploy(env: str, ref: str) -> None:
    hosts = HOSTS[env]
    env_file = env_file_for(env)
    release = f"{RELEASE_DIR}/{ref}"
    for i, host in enumerate(hosts):
        print(f"==> {host.name}: uploading {ref}")
        rsync(ROOT / "app", host, f"{release}/app")
        rsync(env_file, host, f"{release}/.env")
        ssh(host, f"cd {release} && python -m venv .venv && .venv/bin/pip install -q -r app/requirements.txt")
        if i == 0:
            print(f"==> {host.name}: migrating")
            ssh(host, f"cd {release} && .venv/bin/python -m app.migrate --env-file .env")
        ssh(host, f"ln -sfn {release} /srv/mogura/current && sudo systemctl restart mogura")
        print(f"==> {host.name}: done")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--env", required=True, choices=sorted(HOSTS))
    parser.add_argument("--ref", default=None, help="git ref to deploy (default: HEAD)")
    parser.add_argument("--dry-run", action="store_true", help="print ssh/rsync commands instead of running them")
    args = parser.parse_args(argv)
    remote.DRY_RUN = args.dry_run
    deploy(args.env, args.ref or current_ref())
    return 0


if __name__ == "__main__":
    sys.exit(main())
