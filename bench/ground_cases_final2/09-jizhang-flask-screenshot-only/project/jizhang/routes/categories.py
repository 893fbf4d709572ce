from flask import Blueprint, redirect, request, url_for

from jizhang.models import Category, db

bp = Blueprint("categories", __name__, url_prefix="/categories")


@bp.post("/")
def save():
    name = request.form["name"].strip()
    cat = Category.query.filter_by(name=name).first() or Category(name=name)
    cat.budget = int(request.form.get("budget") or 0)
    db.session.add(cat)
    db.session.commit()
    return redirect(url_for("entries.index"))
