from flask import Flask


def create_app() -> Flask:
    from .views import bp

    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
