import logging

from flask import Flask

from app.config import Config


def create_app(config: type[Config] = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)
    logging.basicConfig(level=logging.INFO)

    if not app.config["STRIPE_WEBHOOK_SECRET"] and not app.config.get("TESTING"):
        app.logger.warning("STRIPE_WEBHOOK_SECRET is empty: every webhook will be rejected")

    from app.webhooks import bp as webhooks_bp

    app.register_blueprint(webhooks_bp)

    @app.get("/healthz")
    def healthz():
        return {"ok": True, "env": app.config["ENVIRONMENT"]}

    return app
