from flask import Blueprint, jsonify, request

from ..models import User
from ..utils.masking import mask_phone
from ..utils.paging import page_args
from ..utils.timefmt import to_local

bp = Blueprint("users", __name__)


def serialize_user(u: User) -> dict:
    return {
        "id": u.id,
        "nickname": u.nickname,
        "phone": mask_phone(u.phone),
        "created_at": to_local(u.created_at),
        "last_login_at": to_local(u.last_login_at),
    }


@bp.get("")
def list_users():
    page, size = page_args()
    q = User.query
    keyword = request.args.get("q")
    if keyword:
        q = q.filter(User.nickname.contains(keyword) | User.phone.contains(keyword))
    pagination = q.order_by(User.id.desc()).paginate(page=page, per_page=size, error_out=False)
    return jsonify(total=pagination.total, items=[serialize_user(u) for u in pagination.items])


@bp.get("/<int:user_id>")
def get_user(user_id: int):
    return jsonify(serialize_user(User.query.get_or_404(user_id)))
