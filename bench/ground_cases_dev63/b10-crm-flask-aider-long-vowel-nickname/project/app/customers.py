from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, render_template, request

from app.sort_keys import reading_key

bp = Blueprint("customers", __name__)


@dataclass
class Customer:
    id: int
    name: str
    kana: str
    phone: str


def load_customers() -> list[Customer]:
    from app.db import fetch_all
    return [Customer(**row) for row in fetch_all("select id, name, kana, phone from customers")]


def sorted_customers(customers: list[Customer]) -> list[Customer]:
    return sorted(customers, key=lambda c: (reading_key(c.kana), c.id))


@bp.get("/customers")
def index():
    customers = sorted_customers(load_customers())
    q = request.args.get("q", "").strip()
    if q:
        customers = [c for c in customers if q in c.name or q in c.kana]
    return render_template("customers/index.html", customers=customers)
