from flask import Flask

from app.extensions import db


def create_app(config_object: str = "app.config.Config") -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from app.routes.members import bp as members_bp
    from app.routes.health import bp as health_bp

    app.register_blueprint(members_bp, url_prefix="/api/members")
    app.register_blueprint(health_bp)
    return app
