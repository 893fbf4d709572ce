from flask import Flask

from app.config import Config


def create_app(config: type[Config] = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)

    from app.auth import bp as auth_bp

    app.register_blueprint(auth_bp)
    return app
