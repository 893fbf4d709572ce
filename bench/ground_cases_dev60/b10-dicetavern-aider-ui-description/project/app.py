from __future__ import annotations

import json
from pathlib import Path

from flask import Flask, jsonify, render_template, request

from character import Sheet
from dice import roll

app = Flask(__name__)
SHEETS = Path("sheets")


@app.get("/")
def index():
    return render_template("index.html")


@app.post("/api/roll")
def api_roll():
    notation = request.json.get("notation", "")
    try:
        r = roll(notation)
    except ValueError as e:
        return jsonify(error=str(e)), 400
    return jsonify(notation=r.notation, dice=r.dice, kept=r.kept, modifier=r.modifier, total=r.total)


@app.post("/api/sheets/<name>")
def save_sheet(name: str):
    SHEETS.mkdir(exist_ok=True)
    data = request.json
    sheet = Sheet(name=name, player=data.get("player", ""), level=int(data.get("level", 1)), scores=data["scores"])
    (SHEETS / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return jsonify(summary=sheet.summary())


if __name__ == "__main__":
    app.run(debug=True)
