"""DingTalk robot messages for the data team's alert group."""
from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

import requests

CONFIG = Path(__file__).resolve().parent.parent / "config" / "export.toml"


def webhook_url() -> str | None:
    with CONFIG.open("rb") as fh:
        env_name = tomllib.load(fh)["notify"]["dingtalk_webhook_env"]
    return os.environ.get(env_name)


def send(text: str) -> bool:
    url = webhook_url()
    if not url:
        print("notify: no webhook configured, skipping", file=sys.stderr)
        return False
    resp = requests.post(url, json={"msgtype": "text", "text": {"content": f"[partner-export] {text}"}}, timeout=10)
    body = resp.json() if resp.ok else {}
    if body.get("errcode", -1) != 0:
        print(f"notify: dingtalk said {resp.status_code} {body}", file=sys.stderr)
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    return 0 if send(" ".join(args)) else 1


if __name__ == "__main__":
    sys.exit(main())
