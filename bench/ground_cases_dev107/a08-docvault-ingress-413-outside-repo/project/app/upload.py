from __future__ import annotations

import os
import uuid

from flask import Blueprint, Flask, current_app, jsonify, request
from werkzeug.utils import secure_filename

from app.config import load_settings

bp = Blueprint("upload", __name__)


def create_app() -> Flask:
    settings = load_settings()
    app = Flask(__name__)
    app.config["SETTINGS"] = settings
    app.config["MAX_CONTENT_LENGTH"] = settings.max_content_length
    app.register_blueprint(bp)
    return app


def _looks_like_pdf(file) -> bool:
    """True when the upload starts with the PDF magic bytes; leaves the stream at 0."""
    head = file.stream.read(5)
    file.stream.seek(0)
    return head == b"%PDF-"


@bp.post("/contracts")
def upload_contract():
    settings = current_app.config["SETTINGS"]
    file = request.files.get("file")
    if file is None or not file.filename:
        return jsonify(error="no file"), 400
    name = secure_filename(file.filename)
    if not name.lower().endswith(settings.allowed_extensions) or not _looks_like_pdf(file):
        return jsonify(error="only PDF contracts are accepted"), 415
    stored = f"{uuid.uuid4().hex}-{name}"
    os.makedirs(settings.storage_root, exist_ok=True)
    file.save(os.path.join(settings.storage_root, stored))
    return jsonify(id=stored), 201


@bp.errorhandler(413)
def too_large(_err):
    limit = current_app.config["SETTINGS"].max_upload_mb
    return jsonify(error=f"file too large, limit is {limit} MB"), 413
