"""Apply SQL migrations in app/migrations/ that have not been applied yet."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

import psycopg
from dotenv import load_dotenv

MIGRATIONS = Path(__file__).parent / "migrations"


def pending(conn: psycopg.Connection) -> list[Path]:
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz DEFAULT now())")
    done = {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}
    return [p for p in sorted(MIGRATIONS.glob("*.sql")) if p.name not in done]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--env-file", default=".env")
    args = parser.parse_args()
    load_dotenv(args.env_file, override=True)
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        for path in pending(conn):
            print(f"applying {path.name}")
            conn.execute(path.read_text())
            conn.execute("INSERT INTO schema_migrations (name) VALUES (%s)", (path.name,))
            conn.commit()


if __name__ == "__main__":
    main()
