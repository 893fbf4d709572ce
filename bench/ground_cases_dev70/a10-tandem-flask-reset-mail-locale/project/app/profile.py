from zoneinfo import available_timezones

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import current_user, login_required

from app import SUPPORTED_LOCALES, db
from app.timeutil import format_last_login

bp = Blueprint("profile", __name__, url_prefix="/profile")

TIMEZONES = frozenset(available_timezones())


@bp.route("/")
@login_required
def show():
    return render_template(
        "profile.html",
        user=current_user,
        last_login=format_last_login(current_user.last_login_at, current_user.timezone),
        locales=SUPPORTED_LOCALES,
    )


@bp.route("/", methods=["POST"])
@login_required
def update():
    locale = request.form.get("locale", "en")
    tz_name = request.form.get("timezone", "UTC").strip()
    if locale not in SUPPORTED_LOCALES:
        flash(_("Unsupported language."), "error")
        return redirect(url_for("profile.show"))
    if tz_name not in TIMEZONES:
        flash(_("Unknown time zone."), "error")
        return redirect(url_for("profile.show"))
    current_user.name = request.form.get("name", current_user.name).strip() or current_user.name
    current_user.locale = locale
    current_user.timezone = tz_name
    db.session.commit()
    flash(_("Profile saved."), "success")
    return redirect(url_for("profile.show"))
