import json
import time
from collections import defaultdict
from functools import wraps

from flask import Blueprint, current_app, jsonify, request, session
from werkzeug.security import check_password_hash

bp = Blueprint("auth", __name__, url_prefix="/api")

LOGIN_LIMIT = 10
LOGIN_WINDOW = 60
_attempts: dict[str, list[float]] = defaultdict(list)


def _too_many_attempts(ip: str) -> bool:
    now = time.monotonic()
    recent = [t for t in _attempts[ip] if now - t < LOGIN_WINDOW]
    recent.append(now)
    _attempts[ip] = recent
    return len(recent) > LOGIN_LIMIT


def _users() -> dict:
    with open(current_app.config["USERS_FILE"], encoding="utf-8") as f:
        return json.load(f)


def login_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        if "user" not in session:
            return jsonify(error="login required"), 401
        return view(*args, **kwargs)

    return wrapped


@bp.post("/login")
def login():
    if _too_many_attempts(request.remote_addr or "?"):
        return jsonify(error="too many attempts, try again later"), 429
    data = request.get_json(silent=True) or {}
    username = (data.get("username") or "").strip()
    user = _users().get(username)
    if user is None or not check_password_hash(user["password_hash"], data.get("password") or ""):
        return jsonify(error="invalid credentials"), 401
    session.clear()
    session.permanent = True
    session["user"] = username
    session["role"] = user.get("role", "agent")
    return jsonify(user=username, role=session["role"])


@bp.get("/me")
@login_required
def me():
    return jsonify(user=session["user"], role=session.get("role", "agent"))


@bp.post("/logout")
def logout():
    session.clear()
    return "", 204
