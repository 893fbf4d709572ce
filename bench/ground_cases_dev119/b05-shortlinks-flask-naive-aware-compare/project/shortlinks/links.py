"""HTTP endpoints: create a short link and follow it."""
from __future__ import annotations

from urllib.parse import urlparse

from flask import Blueprint, abort, current_app, g, jsonify, redirect, request

from shortlinks import store

bp = Blueprint("links", __name__)


def db():
    if "db" not in g:
        g.db = store.connect(current_app.config["DATABASE"])
    return g.db


def _valid_url(value: str) -> bool:
    parts = urlparse(value)
    return parts.scheme in ("http", "https") and bool(parts.netloc)


@bp.post("/links")
def create():
    data = request.get_json(silent=True) or {}
    target = data.get("url", "")
    if not _valid_url(target):
        return jsonify(error="url must be an absolute http(s) URL"), 400
    days = data.get("expires_in_days")
    if days is not None and (not isinstance(days, int) or days <= 0):
        return jsonify(error="expires_in_days must be a positive integer"), 400
    link = store.create_link(db(), target, days)
    expires = link["expires_at"].isoformat() if link["expires_at"] else None
    return jsonify(code=link["code"], short_url=f"{request.host_url}r/{link['code']}", expires_at=expires), 201


@bp.get("/r/<code>")
def follow(code: str):
    link = store.get_link(db(), code)
    if link is None:
        abort(404)
    if store.is_expired(link):
        abort(410, description="this link has expired")
    store.record_click(db(), code)
    return redirect(link["target"], code=302)
