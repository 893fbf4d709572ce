from flask import Flask


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(DATABASE_URL="sqlite:///uriage.db", JSON_SORT_KEYS=False)
    if config:
        app.config.update(config)

    from app.api import v1, v2

    app.register_blueprint(v1.bp)
    app.register_blueprint(v2.bp)
    return app
