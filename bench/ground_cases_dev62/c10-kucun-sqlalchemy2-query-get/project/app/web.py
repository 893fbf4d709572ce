from flask import Flask, abort, jsonify

from app import db, repo

app = Flask(__name__)


@app.get("/healthz")
def healthz():
    return jsonify(ok=db.ping())


@app.get("/items/<int:item_id>")
def item(item_id: int):
    found = repo.get_item(item_id)
    if found is None:
        abort(404)
    return jsonify(id=found.id, sku=found.sku, name=found.name, quantity=found.quantity)


@app.get("/items/low")
def low_stock():
    return jsonify([{"sku": i.sku, "quantity": i.quantity} for i in repo.list_low_stock()])


@app.get("/admin/table-sizes")
def table_sizes():
    return jsonify(db.table_sizes())
