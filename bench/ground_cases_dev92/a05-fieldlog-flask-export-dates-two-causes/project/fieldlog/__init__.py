from flask import Flask


def create_app() -> Flask:
    app = Flask(__name__)
    from fieldlog.export import bp as export_bp
    from fieldlog.visits import bp as visits_bp

    app.register_blueprint(visits_bp)
    app.register_blueprint(export_bp)
    return app
