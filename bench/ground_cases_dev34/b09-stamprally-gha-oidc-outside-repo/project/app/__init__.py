from flask import Flask

from app.config import Config


def create_app(config: type[Config] = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)

    from app.db import init_db
    from app.routes import bp

    init_db(app)
    app.register_blueprint(bp)
    return app
