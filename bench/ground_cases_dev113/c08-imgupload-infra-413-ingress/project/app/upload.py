import os
import uuid

from flask import Flask, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from app.config import Config, allowed, describe, public_url

app = Flask(__name__)
app.config.from_object(Config)


@app.get("/healthz")
def healthz():
    return jsonify(ok=True, **describe())


@app.post("/api/images")
def upload_image():
    f = request.files.get("file")
    if f is None or f.filename == "":
        return jsonify(error="no_file"), 400
    if not allowed(f.filename):
        return jsonify(error="bad_type"), 400
    ext = f.filename.rsplit(".", 1)[1].lower()
    name = f"{uuid.uuid4().hex}.{ext}"
    f.save(os.path.join(Config.UPLOAD_DIR, name))
    return jsonify(url=public_url(name)), 201


@app.errorhandler(RequestEntityTooLarge)
def too_large(_err):
    return jsonify(error="too_large", max_mb=describe()["max_mb"]), 413
