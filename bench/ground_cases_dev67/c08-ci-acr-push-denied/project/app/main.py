import os
import uuid

from flask import Flask, jsonify, request

from app.storage import Storage
from app.thumbs import make_thumbnail

app = Flask(__name__)
storage = Storage.from_env()
MAX_BYTES = int(os.environ.get("MEDIA_MAX_BYTES", 10 * 1024 * 1024))
ALLOWED = {"image/jpeg", "image/png", "image/webp"}


@app.get("/healthz")
def healthz():
    return jsonify(status="ok")


@app.post("/v1/upload")
def upload():
    f = request.files.get("file")
    if f is None:
        return jsonify(error="missing file"), 400
    if f.mimetype not in ALLOWED:
        return jsonify(error=f"unsupported type {f.mimetype}"), 415
    data = f.read()
    if len(data) > MAX_BYTES:
        return jsonify(error="file too large"), 413
    key = f"u/{uuid.uuid4().hex}"
    storage.put(key, data, f.mimetype)
    storage.put_async(f"{key}_thumb", lambda: make_thumbnail(data), "image/webp")
    return jsonify(key=key, url=storage.url(key)), 201
