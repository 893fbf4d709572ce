from flask import Flask

from app.routes import bp


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        JSON_AS_ASCII=False,
        OPEN_HOUR=8,
        CLOSE_HOUR=21,
    )
    if config:
        app.config.update(config)
    app.register_blueprint(bp)
    return app
