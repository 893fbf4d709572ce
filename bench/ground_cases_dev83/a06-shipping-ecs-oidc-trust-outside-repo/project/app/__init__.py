from __future__ import annotations

import os

from flask import Flask

from app.routes import bp


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["DATABASE_URL"] = os.environ["DATABASE_URL"]
    app.config["CARRIER_TIMEOUT_S"] = float(os.environ.get("CARRIER_TIMEOUT_S", "8"))
    app.register_blueprint(bp)

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return app
