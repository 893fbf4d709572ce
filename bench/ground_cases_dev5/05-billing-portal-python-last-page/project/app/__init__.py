from flask import Flask


def create_app() -> Flask:
    app = Flask(__name__)
    from app.routes import customers, invoices

    app.register_blueprint(invoices.bp)
    app.register_blueprint(customers.bp)
    return app
