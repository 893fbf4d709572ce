from __future__ import annotations

import os
import uuid
from pathlib import Path

from flask import Flask, jsonify, request

ALLOWED = {".pdf", ".jpg", ".jpeg", ".png", ".heic"}
STORAGE_DIR = Path(os.environ.get("STORAGE_DIR", "/tmp/receipts"))

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = int(os.environ.get("MAX_UPLOAD_MB", "25")) * 1024 * 1024


@app.errorhandler(413)
def too_large(_error):
    limit = app.config["MAX_CONTENT_LENGTH"] // (1024 * 1024)
    return jsonify(error=f"file is too large, the limit is {limit} MB"), 413


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.post("/receipts")
def upload_receipt():
    file = request.files.get("file")
    if file is None or not file.filename:
        return jsonify(error="no file in the request"), 400
    suffix = Path(file.filename).suffix.lower()
    if suffix not in ALLOWED:
        return jsonify(error=f"{suffix or 'no extension'} is not allowed"), 415
    STORAGE_DIR.mkdir(parents=True, exist_ok=True)
    name = f"{uuid.uuid4().hex}{suffix}"
    file.save(STORAGE_DIR / name)
    return jsonify(id=name, size=(STORAGE_DIR / name).stat().st_size), 201


@app.get("/receipts/<name>")
def receipt_info(name: str):
    path = STORAGE_DIR / name
    if not path.is_file():
        return jsonify(error="not found"), 404
    return jsonify(id=name, size=path.stat().st_size)
