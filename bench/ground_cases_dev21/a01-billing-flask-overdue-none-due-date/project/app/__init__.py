from flask import Flask

from app.config import Config
from app.db import db


def create_app(config_class: type[Config] = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_class)

    db.init_app(app)

    from app.routes.invoices import bp as invoices_bp
    from app.routes.reports import bp as reports_bp

    app.register_blueprint(invoices_bp, url_prefix="/invoices")
    app.register_blueprint(reports_bp, url_prefix="/reports")

    @app.get("/healthz")
    def healthz():
        return {"ok": True}

    return app
