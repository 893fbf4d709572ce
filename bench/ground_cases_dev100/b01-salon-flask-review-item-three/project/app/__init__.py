"""サロン予約 API."""
from __future__ import annotations

import logging
import os

from flask import Flask

from app.routes import bp
from app.store import BookingStore


def create_app(store: BookingStore | None = None) -> Flask:
    app = Flask(__name__)
    app.config["JSON_AS_ASCII"] = False
    app.config["STORE"] = store or BookingStore()
    app.config["DEBUG"] = os.environ.get("SALON_DEBUG") == "1"
    app.register_blueprint(bp, url_prefix="/api")

    logging.basicConfig(
        level=logging.DEBUG if app.config["DEBUG"] else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )

    @app.get("/healthz")
    def healthz():
        return {"ok": True}

    return app


__all__ = ["create_app"]
