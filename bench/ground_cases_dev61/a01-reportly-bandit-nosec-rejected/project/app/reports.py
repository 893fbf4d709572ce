"""Report endpoints: list report runs and download rendered output."""
from __future__ import annotations

import csv
import io
import sqlite3

from flask import Blueprint, current_app, jsonify, request, send_file

from app.integrations.slack import notify

bp = Blueprint("reports", __name__, url_prefix="/reports")

ALLOWED_SORT = {"created_at", "name", "status"}


def _db() -> sqlite3.Connection:
    url = current_app.config["DATABASE_URL"].removeprefix("sqlite:///")
    conn = sqlite3.connect(url)
    conn.row_factory = sqlite3.Row
    return conn


@bp.get("/runs")
def list_runs():
    team = request.args.get("team", "")
    sort = request.args.get("sort", "created_at")
    if sort not in ALLOWED_SORT:
        sort = "created_at"
    conn = _db()
    # sort is whitelisted above; only the team value comes from the user
    rows = conn.execute(
        f"SELECT id, name, status, created_at FROM report_runs WHERE team = ? ORDER BY {sort} DESC",  # nosec B608
        (team,),
    ).fetchall()
    return jsonify([dict(r) for r in rows])


@bp.get("/runs/<int:run_id>.csv")
def download_csv(run_id: int):
    cache = current_app.extensions["report_cache"]
    params = {"run_id": run_id}
    cached = cache.get("run_csv", params)
    if cached is None:
        conn = _db()
        rows = conn.execute("SELECT metric, value FROM run_rows WHERE run_id = ?", (run_id,)).fetchall()
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(["metric", "value"])
        writer.writerows([tuple(r) for r in rows])
        cached = buf.getvalue().encode()
        cache.put("run_csv", params, cached)
        notify(f"report run {run_id} exported ({len(rows)} rows)")
    return send_file(io.BytesIO(cached), mimetype="text/csv", download_name=f"run-{run_id}.csv")
