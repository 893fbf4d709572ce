from flask import Blueprint, jsonify, request

from . import service
from .errors import NotFound, ValidationError

bp = Blueprint("members", __name__)


@bp.post("/members")
def create_member():
    try:
        member = service.register(request.get_json(force=True))
    except ValidationError as exc:
        return jsonify({"error": str(exc), "field": exc.field}), 400
    except NotFound as exc:
        return jsonify({"error": str(exc), "field": "postal_code"}), 404
    return jsonify(service.as_json(member)), 201
