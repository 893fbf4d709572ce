"""Tiny sqlite helper; the warehouse reports run read-only queries."""
import sqlite3

from flask import Flask, current_app, g


def init_db(app: Flask) -> None:
    app.teardown_appcontext(close_db)


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        url = current_app.config["DATABASE_URL"]
        path = url.removeprefix("sqlite:///")
        g.db = sqlite3.connect(path)
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(_exc=None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.close()


def query(sql: str, params: tuple = ()) -> list[dict]:
    cur = get_db().execute(sql, params)
    return [dict(r) for r in cur.fetchall()]


def execute(sql: str, params: tuple = ()) -> int:
    db = get_db()
    cur = db.execute(sql, params)
    db.commit()
    return cur.rowcount
