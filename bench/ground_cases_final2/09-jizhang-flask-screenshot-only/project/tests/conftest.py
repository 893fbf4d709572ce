import pytest

from jizhang import create_app
from jizhang.models import Category, db


@pytest.fixture()
def client():
    app = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://", "TESTING": True})
    with app.app_context():
        db.session.add(Category(name="餐饮"))
        db.session.commit()
    return app.test_client()
