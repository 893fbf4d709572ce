from flask import Flask

from booking.store import BookingStore


def create_app(store: BookingStore | None = None) -> Flask:
    app = Flask(__name__)
    app.config["STORE"] = store or BookingStore()

    from booking.routes import bp

    app.register_blueprint(bp)
    _register_errors(app)
    return app


def _register_errors(app: Flask) -> None:
    from booking.store import NotFound

    @app.errorhandler(NotFound)
    def not_found(error):
        return {"error": "not_found", "id": error.args[0]}, 404

    @app.errorhandler(KeyError)
    def bad_request(error):
        return {"error": "missing_field", "field": str(error)}, 400

    @app.get("/healthz")
    def healthz():
        return {"ok": True}
