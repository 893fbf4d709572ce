from flask import Blueprint, jsonify, request, session

from app.limits import too_many
from app.models import User, db

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _json_field(name: str) -> str:
    value = (request.get_json(silent=True) or {}).get(name, "")
    return value.strip() if isinstance(value, str) else ""


@bp.post("/signup")
def signup():
    if too_many(f"signup:{request.remote_addr}", 5, 3600):
        return jsonify(error="too many signups, try later"), 429
    email = _json_field("email").lower()
    password = _json_field("password")
    if "@" not in email or len(password) < 8:
        return jsonify(error="invalid email or password too short"), 400
    if User.query.filter_by(email=email).first():
        return jsonify(error="email already registered"), 409
    nickname = _json_field("nickname") or email.split("@")[0]
    if len(nickname) > 20:
        return jsonify(error="nickname must be at most 20 characters"), 400
    user = User(email=email, nickname=nickname)
    user.set_password(password)
    db.session.add(user)
    db.session.commit()
    session["uid"] = user.id
    return jsonify(user.to_dict()), 201


@bp.post("/login")
def login():
    if too_many(f"login:{request.remote_addr}", 10, 300):
        return jsonify(error="too many attempts, try again in a few minutes"), 429
    user = User.query.filter_by(email=_json_field("email").lower()).first()
    if user is None or not user.check_password(_json_field("password")):
        return jsonify(error="wrong email or password"), 401
    session["uid"] = user.id
    return jsonify(user.to_dict())


@bp.post("/logout")
def logout():
    session.pop("uid", None)
    return "", 204
