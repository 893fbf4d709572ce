from __future__ import annotations

import os

import psycopg
from flask import Flask, jsonify, request

app = Flask(__name__)


def db() -> psycopg.Connection:
    return psycopg.connect(os.environ["DATABASE_URL"])


@app.get("/healthz")
def healthz():
    return {"status": "ok"}


@app.get("/moles")
def list_moles():
    garden = request.args.get("garden")
    with db() as conn:
        rows = conn.execute(
            "SELECT id, garden, severity, spotted_at FROM moles WHERE (%s::text IS NULL OR garden = %s) "
            "ORDER BY spotted_at DESC LIMIT 100",
            (garden, garden),
        ).fetchall()
    return jsonify([{"id": r[0], "garden": r[1], "severity": r[2], "spotted_at": r[3].isoformat()} for r in rows])


@app.post("/moles")
def report_mole():
    body = request.get_json(force=True)
    with db() as conn:
        row = conn.execute("INSERT INTO moles (garden, severity) VALUES (%s, %s) RETURNING id",
                           (body["garden"], int(body.get("severity", 1)))).fetchone()
    return {"id": row[0]}, 201
