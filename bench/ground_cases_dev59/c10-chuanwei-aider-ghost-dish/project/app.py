"""川味小馆 点餐收银（店内局域网，平板点单 + 前台收银 + 后厨打印）"""
from flask import Flask, jsonify, request

import orders
from pricing import order_total, packing_fee
from ticket.kitchen import render_kitchen_ticket
from ticket.receipt import render_receipt
from ticket.escpos import send_to_printer

app = Flask(__name__)

KITCHEN_PRINTER = "192.168.1.51"
FRONT_PRINTER = "192.168.1.50"


@app.post("/orders/<order_id>/items")
def add_item(order_id):
    data = request.get_json()
    order = orders.add_item(order_id, data["dish_id"], data.get("qty", 1), data.get("parent_id"))
    # 加菜只把新加的菜打到后厨
    send_to_printer(KITCHEN_PRINTER, render_kitchen_ticket(order, only_new=True))
    return jsonify(order)


@app.delete("/orders/<order_id>/items/<int:line_no>")
def remove_item(order_id, line_no):
    order = orders.remove_item(order_id, line_no, reason=request.args.get("reason", "顾客退菜"))
    return jsonify(order)


@app.post("/orders/<order_id>/kitchen")
def reprint_kitchen(order_id):
    """后厨补打整单"""
    order = orders.get(order_id)
    send_to_printer(KITCHEN_PRINTER, render_kitchen_ticket(order))
    return jsonify({"ok": True})


@app.post("/orders/<order_id>/checkout")
def checkout(order_id):
    order = orders.get(order_id)
    total = order_total(order) + packing_fee(order)
    send_to_printer(FRONT_PRINTER, render_receipt(order))
    return jsonify({"total": total})
