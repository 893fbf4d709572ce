"""reportly: scheduled CSV/PDF reports for the ops dashboard."""
from __future__ import annotations

import logging
import os

from flask import Flask

from app.cache import ReportCache

log = logging.getLogger(__name__)


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        DATABASE_URL=os.environ.get("DATABASE_URL", "sqlite:///reportly.db"),
        SLACK_WEBHOOK_URL=os.environ.get("SLACK_WEBHOOK_URL", ""),
        CACHE_TTL=int(os.environ.get("REPORT_CACHE_TTL", "300")),
    )
    if config:
        app.config.update(config)
    app.extensions["report_cache"] = ReportCache(ttl=app.config["CACHE_TTL"])

    from app.auth import bp as auth_bp
    from app.reports import bp as reports_bp

    app.register_blueprint(auth_bp)
    app.register_blueprint(reports_bp)
    log.info("reportly started with cache ttl=%s", app.config["CACHE_TTL"])
    return app
