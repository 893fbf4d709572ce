from flask import Flask

from app.db import init_db


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.from_mapping(
        DATABASE_URL="sqlite:///salon.db",
        SLOT_MINUTES=30,
        BOOKABLE_DAYS=14,
        OPEN_HOUR=10,
        CLOSE_HOUR=19,
    )
    if config:
        app.config.update(config)
    init_db(app)

    from app.routes import bp

    app.register_blueprint(bp)

    @app.get("/healthz")
    def healthz():
        return {"ok": True}

    return app


__all__ = ["create_app"]
