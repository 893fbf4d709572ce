from datetime import date, time

from flask import Flask, render_template, request, send_file

import export
import importer
import rota as rota_mod
from models import Rota, Service

app = Flask(__name__)
MEMBERS_CSV = "data/members.csv"


def sundays(year: int, month: int) -> list[date]:
    d = date(year, month, 1)
    out = []
    while d.month == month:
        if d.weekday() == 6:
            out.append(d)
        d = date.fromordinal(d.toordinal() + 1)
    return out


def build(year: int, month: int) -> tuple[Rota, list[str]]:
    r = Rota(month=f"{year}-{month:02d}")
    for day in sundays(year, month):
        r.services.append(Service(day=day, start=time(9, 30), label="第一堂"))
        r.services.append(Service(day=day, start=time(11, 30), label="第二堂"))
    members = importer.load_members(MEMBERS_CSV)
    warnings = rota_mod.assign(r, members)
    return r, warnings


@app.get("/")
def index():
    year = int(request.args.get("y", date.today().year))
    month = int(request.args.get("m", date.today().month))
    r, warnings = build(year, month)
    return render_template("rota.html", rota=r, warnings=warnings)


@app.get("/pdf")
def pdf():
    r, _ = build(int(request.args["y"]), int(request.args["m"]))
    path = f"/tmp/rota-{r.month}.pdf"
    export.to_pdf(r, path)
    return send_file(path, as_attachment=True)
