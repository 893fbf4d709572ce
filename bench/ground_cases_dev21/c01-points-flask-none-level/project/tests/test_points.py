import pytest

from app import create_app
from app.extensions import db
from app.models import Member
from app.services.points import add_points, level_name, next_level_gap


@pytest.fixture()
def app():
    app = create_app("app.config.TestConfig")
    with app.app_context():
        db.create_all()
        yield app
        db.drop_all()


def test_level_name_thresholds():
    assert level_name(0) == "普通会员"
    assert level_name(1999) == "普通会员"
    assert level_name(2000) == "银卡会员"
    assert level_name(25000) == "钻石会员"


def test_next_level_gap():
    assert next_level_gap(1500) == 500
    assert next_level_gap(30000) is None


def test_add_points_updates_total(app):
    m = Member(phone="13800000000", store_id=1)
    db.session.add(m)
    db.session.commit()
    add_points(m, 120, "order", "SO20240101")
    assert m.total_points == 120
