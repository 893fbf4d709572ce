"""Download the analysis tables from the (private) OSF project into data/.

The project is private until publication, so a personal access token with
osf.full_read scope is needed: OSF_TOKEN in the environment.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import requests

PROJECT = "k7m2d"
API = f"https://api.osf.io/v2/nodes/{PROJECT}/files/osfstorage/"
FILES = ("surveys.csv", "sst_dhw.csv")


def session() -> requests.Session:
    token = os.environ.get("OSF_TOKEN")
    if not token:
        sys.exit("OSF_TOKEN is not set: create a token at https://osf.io/settings/tokens")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token}"
    return s


def download_links(s: requests.Session) -> dict[str, str]:
    r = s.get(API, timeout=30)
    if r.status_code == 401:
        sys.exit(f"OSF: 401 Unauthorized for {API} (token expired, revoked or without access to {PROJECT})")
    r.raise_for_status()
    return {item["attributes"]["name"]: item["links"]["download"] for item in r.json()["data"]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=Path("data"))
    ap.add_argument("--check", action="store_true", help="only check access, download nothing")
    args = ap.parse_args()
    s = session()
    links = download_links(s)
    if args.check:
        print(f"OSF access OK as token owner; {len(links)} files in {PROJECT}")
        return
    args.out.mkdir(exist_ok=True)
    for name in FILES:
        r = s.get(links[name], timeout=120)
        r.raise_for_status()
        (args.out / name).write_bytes(r.content)
        print(f"{name}: {len(r.content) / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
