from flask import Flask

from app.config import Config


def create_app(config: type[Config] = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)

    import stripe
    stripe.api_key = app.config["STRIPE_SECRET_KEY"]
    stripe.api_version = app.config["STRIPE_API_VERSION"]

    from app.webhooks import bp as webhooks_bp
    from app.views import bp as views_bp

    app.register_blueprint(webhooks_bp)
    app.register_blueprint(views_bp)
    return app
