from flask import Flask

from app.errors import register_error_handlers
from app.routes import bp


def create_app(config=None):
    app = Flask(__name__)
    app.config.update(config or {})
    app.register_blueprint(bp)
    register_error_handlers(app)
    return app
