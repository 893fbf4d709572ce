import os

from flask import Flask

from app.db import db, migrate


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get(
        "DATABASE_URL", "postgresql+psycopg2://kokyaku:kokyaku@localhost:5432/kokyaku"
    )
    app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
    if config:
        app.config.update(config)

    db.init_app(app)
    migrate.init_app(app, db)

    from app.views import bp

    app.register_blueprint(bp)
    return app
