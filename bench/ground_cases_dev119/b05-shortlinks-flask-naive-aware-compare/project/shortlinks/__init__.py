"""Tiny internal URL shortener used for the newsletter."""
from __future__ import annotations

from flask import Flask, g


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.from_mapping(DATABASE="shortlinks.db")
    if config:
        app.config.update(config)

    from shortlinks.links import bp

    app.register_blueprint(bp)

    @app.teardown_appcontext
    def close_db(_exc: BaseException | None) -> None:
        conn = g.pop("db", None)
        if conn is not None:
            conn.close()

    @app.get("/healthz")
    def healthz():
        return {"ok": True}

    return app
