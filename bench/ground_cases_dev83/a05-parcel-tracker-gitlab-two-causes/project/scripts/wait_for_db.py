"""Block until the database accepts connections (used by the container entrypoint and tests)."""
from __future__ import annotations

import os
import sys
import time

import psycopg


def wait(url: str, timeout: float = 30.0) -> None:
    dsn = url.replace("postgresql+psycopg://", "postgresql://")
    deadline = time.monotonic() + timeout
    while True:
        try:
            psycopg.connect(dsn, connect_timeout=2).close()
            return
        except psycopg.OperationalError as exc:
            if time.monotonic() > deadline:
                raise SystemExit(f"database not reachable after {timeout:.0f}s: {exc}")
            time.sleep(1)


if __name__ == "__main__":
    wait(os.environ["DATABASE_URL"])
    sys.exit(0)
