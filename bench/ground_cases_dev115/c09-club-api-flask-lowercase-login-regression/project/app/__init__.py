import os

from flask import Flask

from app.models import db


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev-only"),
        SQLALCHEMY_DATABASE_URI=os.environ.get("DATABASE_URL", "sqlite:///club.db"),
        SESSION_COOKIE_SAMESITE="Lax",
    )
    if config:
        app.config.update(config)
    db.init_app(app)

    from app.auth import bp as auth_bp

    app.register_blueprint(auth_bp)
    with app.app_context():
        db.create_all()
    return app
