from flask import Blueprint, redirect, render_template, request, url_for

from jizhang.models import Setting, db

bp = Blueprint("settings", __name__, url_prefix="/settings")

KEYS = ("currency", "month_start_day", "household_name")


@bp.get("/")
def index():
    values = {s.key: s.value for s in Setting.query.all()}
    return render_template("settings.html", values=values, keys=KEYS)


@bp.post("/")
def save():
    for key in KEYS:
        setting = db.session.get(Setting, key) or Setting(key=key)
        setting.value = request.form[key]
        db.session.add(setting)
    db.session.commit()
    return redirect(url_for("settings.index"))
