#!/usr/bin/env python3
"""Email the month's filled claim forms to the treasurer in one message.

    python send_claims.py 2025-02
"""
from __future__ import annotations

import os
import smtplib
import sys
import tomllib
from email.message import EmailMessage
from pathlib import Path

HERE = Path(__file__).resolve().parent
CONFIG = tomllib.loads((HERE / "config.toml").read_text(encoding="utf-8"))


def build(month: str) -> EmailMessage:
    files = sorted((HERE / "out" / month).glob("*.pdf"))
    if not files:
        raise SystemExit(f"no claim forms in out/{month}, run fill_claims.py first")
    msg = EmailMessage()
    msg["From"] = CONFIG["mail"]["from"]
    msg["To"] = CONFIG["mail"]["treasurer"]
    msg["Subject"] = f"Volunteer expense claims {month} ({len(files)} forms)"
    msg.set_content(f"Hi Jean,\n\nAttached are the volunteer claims for {month}.\n\nRuth")
    for f in files:
        msg.add_attachment(f.read_bytes(), maintype="application", subtype="pdf", filename=f.name)
    return msg


def main(argv: list[str]) -> int:
    month = argv[1]
    mail = CONFIG["mail"]
    with smtplib.SMTP(mail["host"], mail["port"]) as smtp:
        smtp.starttls()
        password = os.environ.get("CLAIMS_SMTP_PASSWORD")
        if not password:
            raise SystemExit("CLAIMS_SMTP_PASSWORD is not set")
        smtp.login(mail["user"], password)
        smtp.send_message(build(month))
    print(f"sent {month} claims to {mail['treasurer']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
