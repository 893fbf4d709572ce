"""CSV export of reports, zipped for download."""
import csv
import os
import subprocess
import time

from flask import Blueprint, current_app, jsonify, request, send_file

from app.db import query

bp = Blueprint("export", __name__)


def _write_csv(path: str, rows: list[dict]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        if not rows:
            return
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


@bp.post("/stock")
def export_stock():
    name = request.json.get("name", "stock")
    out_dir = current_app.config["EXPORT_DIR"]
    os.makedirs(out_dir, exist_ok=True)
    csv_path = os.path.join(out_dir, f"{name}-{int(time.time())}.csv")
    _write_csv(csv_path, query("SELECT sku, qty, warehouse FROM stock"))
    zip_path = csv_path + ".zip"
    subprocess.run(["zip", "-j", zip_path, csv_path], check=True)
    return send_file(zip_path, as_attachment=True)


@bp.get("/list")
def list_exports():
    out_dir = current_app.config["EXPORT_DIR"]
    files = sorted(f for f in os.listdir(out_dir) if f.endswith(".zip"))
    return jsonify(files)
