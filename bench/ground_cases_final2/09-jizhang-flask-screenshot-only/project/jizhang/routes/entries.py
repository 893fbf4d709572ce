import csv
import io
from datetime import date
from decimal import Decimal

from flask import Blueprint, Response, redirect, render_template, request, url_for

from jizhang.models import Category, Entry, db

bp = Blueprint("entries", __name__, url_prefix="/entries")


@bp.get("/")
def index():
    entries = Entry.query.order_by(Entry.day.desc()).limit(100).all()
    return render_template("entries.html", entries=entries, categories=Category.query.all())


@bp.post("/")
def save():
    entry = Entry(
        day=date.fromisoformat(request.form["day"]),
        amount=Decimal(request.form["amount"]),
        note=request.form.get("note", ""),
        category_id=int(request.form["category_id"]),
    )
    db.session.add(entry)
    db.session.commit()
    return redirect(url_for("entries.index"))


@bp.get("/export")
def export_csv():
    month = request.args.get("month") or date.today().strftime("%Y-%m")
    first = date.fromisoformat(f"{month}-01")
    nxt = date(first.year + first.month // 12, first.month % 12 + 1, 1)
    rows = Entry.query.filter(Entry.day >= first, Entry.day < nxt).order_by(Entry.day).all()
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["日期", "分类", "金额", "备注"])
    for e in rows:
        writer.writerow([e.day.isoformat(), e.category.name, f"{e.amount:.2f}", e.note])
    return Response(
        "\ufeff" + buf.getvalue(),
        mimetype="text/csv",
        headers={"Content-Disposition": f"attachment; filename=jizhang-{month}.csv"},
    )
