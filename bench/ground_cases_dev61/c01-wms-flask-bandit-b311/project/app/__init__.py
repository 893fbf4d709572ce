from flask import Flask

from app.config import load_config
from app.db import init_db


def create_app(overrides: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(load_config())
    if overrides:
        app.config.update(overrides)
    init_db(app)

    from app.reports import bp as reports_bp
    from app.exporter import bp as export_bp
    from app.auth import bp as auth_bp

    app.register_blueprint(reports_bp, url_prefix="/reports")
    app.register_blueprint(export_bp, url_prefix="/export")
    app.register_blueprint(auth_bp, url_prefix="/auth")
    return app
