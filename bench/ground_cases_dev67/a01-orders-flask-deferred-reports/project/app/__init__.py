from flask import Flask


def create_app(config_object: str = "app.settings") -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)

    from app.export import bp as export_bp
    from app.reports import bp as reports_bp

    app.register_blueprint(export_bp)
    app.register_blueprint(reports_bp)
    return app
