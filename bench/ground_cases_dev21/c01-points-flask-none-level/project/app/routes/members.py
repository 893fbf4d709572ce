from flask import Blueprint, abort, jsonify, request

from app.extensions import db
from app.models import Member, PointRecord
from app.services.points import add_points, level_name, next_level_gap

bp = Blueprint("members", __name__)


def _get_member(member_id: int) -> Member:
    member = db.session.get(Member, member_id)
    if member is None:
        abort(404, description="member not found")
    return member


@bp.post("/<int:member_id>/points")
def grant_points(member_id: int):
    member = _get_member(member_id)
    body = request.get_json(force=True)
    record = add_points(member, int(body["amount"]), body.get("reason", "manual"), body.get("order_no"))
    return jsonify(id=record.id, total=member.total_points), 201


@bp.get("/<int:member_id>/records")
def list_records(member_id: int):
    member = _get_member(member_id)
    page = int(request.args.get("page", 1))
    q = member.records.order_by(PointRecord.created_at.desc())
    items = q.limit(20).offset((page - 1) * 20).all()
    return jsonify([{"amount": r.amount, "reason": r.reason, "at": r.created_at.isoformat()} for r in items])


@bp.get("/<int:member_id>/summary")
def member_summary(member_id: int):
    member = _get_member(member_id)
    return jsonify(
        id=member.id,
        nickname=member.nickname,
        points=member.total_points or 0,
        level=level_name(member.total_points),
        next_level_gap=next_level_gap(member.total_points),
    )
