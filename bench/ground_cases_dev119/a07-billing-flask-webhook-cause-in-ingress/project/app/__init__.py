from flask import Flask

from app.config import load_config


def create_app(overrides: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(load_config())
    if overrides:
        app.config.update(overrides)

    from app.webhooks import bp as webhooks_bp

    app.register_blueprint(webhooks_bp)

    @app.get("/healthz")
    def healthz():
        return {"ok": True}

    return app
