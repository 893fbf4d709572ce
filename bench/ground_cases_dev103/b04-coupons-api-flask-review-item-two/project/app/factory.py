from __future__ import annotations

import logging
import os

from flask import Flask, jsonify

from app.repo import CouponRepo, seed
from app.routes import bp


def create_app(repo: CouponRepo | None = None) -> Flask:
    app = Flask(__name__)
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"))
    if repo is None:
        repo = CouponRepo()
        seed(repo)
    app.config["COUPON_REPO"] = repo
    app.register_blueprint(bp)

    @app.get("/healthz")
    def healthz():
        return jsonify({"ok": True})

    @app.errorhandler(404)
    def not_found(_):
        return jsonify({"error": "not_found", "message": "見つかりません"}), 404

    return app


app = create_app()

if __name__ == "__main__":
    app.run(port=int(os.environ.get("PORT", "5000")), debug=True)
