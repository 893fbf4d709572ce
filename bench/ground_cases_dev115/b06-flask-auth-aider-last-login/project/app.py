from datetime import datetime, timedelta

from flask import Flask, jsonify, request, session

from auth import make_reset_token, read_reset_token
from config import Config
from models import User, db

app = Flask(__name__)
app.config.from_object(Config)
db.init_app(app)


@app.post("/login")
def login():
    body = request.get_json(force=True)
    user = User.query.filter_by(email=body.get("email", "").lower()).first()
    if user is None or not user.check_password(body.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    user.last_login = datetime.utcnow
    db.session.commit()
    session["uid"] = user.id
    session.permanent = bool(body.get("remember"))
    app.permanent_session_lifetime = timedelta(days=app.config["REMEMBER_COOKIE_DAYS"])
    return jsonify(id=user.id, email=user.email)


@app.post("/password-reset")
def password_reset():
    body = request.get_json(force=True)
    uid = read_reset_token(app.config["SECRET_KEY"], body.get("token", ""))
    if uid is None:
        return jsonify(error="invalid or expired token"), 400
    user = db.session.get(User, uid)
    user.set_password(body["password"])
    db.session.commit()
    return jsonify(ok=True)
