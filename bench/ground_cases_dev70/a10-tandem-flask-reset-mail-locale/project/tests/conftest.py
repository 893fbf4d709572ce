import pytest

from app import create_app, db
from app.models import User


@pytest.fixture
def app():
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://", "MAIL_SUPPRESS_SEND": True,
                      "WTF_CSRF_ENABLED": False, "SERVER_NAME": "tandem.test"})
    with app.app_context():
        db.create_all()
        user = User(email="mira@example.com", name="Mira", locale="de", timezone="Europe/Berlin")
        user.set_password("correct horse")
        db.session.add(user)
        db.session.commit()
        yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def logged_in(client):
    client.post("/login", data={"email": "mira@example.com", "password": "correct horse"})
    return client
