from flask import Flask

from app import config
from app.reservas.routes import bp as reservas_bp


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(config)
    app.register_blueprint(reservas_bp)
    return app
