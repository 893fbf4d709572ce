from flask import Flask

from app.config import load_config


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(load_config())
    from app.orders import bp as orders_bp
    app.register_blueprint(orders_bp)
    return app
