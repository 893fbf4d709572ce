"""Password reset endpoints."""
from flask import Blueprint, current_app, jsonify, request

from app.db import execute, query
from app.tokens import check_reset_token, make_reset_token

bp = Blueprint("auth", __name__)


@bp.post("/reset/request")
def request_reset():
    email = (request.json or {}).get("email", "").strip().lower()
    rows = query("SELECT id FROM users WHERE email = ?", (email,))
    if rows:
        ttl = current_app.config["RESET_TOKEN_TTL"]
        token = make_reset_token(rows[0]["id"], ttl)
        current_app.logger.info("reset token issued for user %s", rows[0]["id"])
        # mailer picks the token up from the outbox table
        execute("INSERT INTO outbox (kind, user_id, payload) VALUES ('reset', ?, ?)",
                (rows[0]["id"], token))
    return jsonify({"ok": True})


@bp.post("/reset/confirm")
def confirm_reset():
    body = request.json or {}
    user_id = check_reset_token(body.get("token", ""))
    if user_id is None:
        return jsonify({"error": "invalid or expired token"}), 400
    execute("UPDATE users SET password_hash = ? WHERE id = ?",
            (body.get("password_hash", ""), user_id))
    return jsonify({"ok": True})
