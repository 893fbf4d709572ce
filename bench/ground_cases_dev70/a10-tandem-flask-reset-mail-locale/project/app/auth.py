from datetime import datetime, timezone

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import login_user, logout_user
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from app import db
from app.mailer import send_reset_email
from app.models import User

bp = Blueprint("auth", __name__)


def _serializer():
    from flask import current_app

    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="reset")


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = User.query.filter_by(email=request.form["email"].strip().lower()).first()
        if user and user.check_password(request.form["password"]):
            user.last_login_at = datetime.now(timezone.utc)
            db.session.commit()
            login_user(user, remember=bool(request.form.get("remember")))
            return redirect(url_for("profile.show"))
        flash(_("Wrong email or password."), "error")
    return render_template("login.html")


@bp.route("/logout")
def logout():
    logout_user()
    return redirect(url_for("auth.login"))


@bp.route("/reset", methods=["GET", "POST"])
def reset_request():
    if request.method == "POST":
        user = User.query.filter_by(email=request.form["email"].strip().lower()).first()
        if user:
            send_reset_email(user, _serializer().dumps(user.id))
        flash(_("If the address is registered, a mail is on its way."), "info")
        return redirect(url_for("auth.login"))
    return render_template("reset_request.html")


@bp.route("/reset/<token>", methods=["GET", "POST"])
def reset_confirm(token):
    try:
        user_id = _serializer().loads(token, max_age=60 * 60 * 24)
    except (SignatureExpired, BadSignature):
        flash(_("This link has expired."), "error")
        return redirect(url_for("auth.reset_request"))
    user = db.session.get(User, user_id)
    if request.method == "POST":
        user.set_password(request.form["password"])
        db.session.commit()
        return redirect(url_for("auth.login"))
    return render_template("reset_confirm.html")
