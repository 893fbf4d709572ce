from flask import Flask

from app.store import BookingStore


def create_app(store: BookingStore | None = None) -> Flask:
    app = Flask(__name__)
    app.config["STORE"] = store or BookingStore()

    from app.routes import bp
    app.register_blueprint(bp)
    return app
