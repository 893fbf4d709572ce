"""Apply the SQL files in reportly/migrations in order, once each."""
from __future__ import annotations

import argparse
from importlib import resources

import psycopg

from reportly import settings


def applied(conn) -> set[str]:
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz DEFAULT now())")
    return {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--database", default=settings.DATABASE_URL)
    args = parser.parse_args(argv)
    files = sorted(p for p in resources.files("reportly.migrations").iterdir() if p.name.endswith(".sql"))
    with psycopg.connect(args.database) as conn:
        done = applied(conn)
        for path in files:
            if path.name in done:
                continue
            print(f"applying {path.name}")
            with conn.transaction():
                conn.execute(path.read_text())
                conn.execute("INSERT INTO schema_migrations (name) VALUES (%s)", (path.name,))


if __name__ == "__main__":
    main()
