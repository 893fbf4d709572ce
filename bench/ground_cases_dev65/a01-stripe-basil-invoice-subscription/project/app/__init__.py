from flask import Flask

from app.config import Settings
from app.db import init_db


def create_app(settings: Settings | None = None) -> Flask:
    app = Flask(__name__)
    app.config["SETTINGS"] = settings or Settings.from_env()
    init_db(app.config["SETTINGS"].database_url)

    from app.webhooks import bp as webhooks_bp
    from app.accounts import bp as accounts_bp

    app.register_blueprint(webhooks_bp)
    app.register_blueprint(accounts_bp)
    return app
