from datetime import date

from flask import Blueprint, jsonify, request

from app.models import sample_patients
from app.patients import patient_list
from app.search import search

bp = Blueprint("reception", __name__)


@bp.get("/patients")
def list_patients():
    return jsonify(patient_list(sample_patients(), date.today()))


@bp.get("/patients/search")
def search_patients():
    q = request.args.get("q", "")
    hits = search(sample_patients(), q)
    return jsonify([{"id": p.id, "name": p.name, "kana": p.name_kana} for p in hits])


@bp.get("/health")
def health():
    return {"ok": True}


@bp.errorhandler(404)
def not_found(_):
    return {"error": "not found"}, 404


@bp.errorhandler(500)
def server_error(_):
    return {"error": "internal error"}, 500
