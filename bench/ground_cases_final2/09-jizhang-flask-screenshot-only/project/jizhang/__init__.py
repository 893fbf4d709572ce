from flask import Flask

from jizhang.models import db


def create_app(config=None):
    app = Flask(__name__)
    app.config.update(
        SQLALCHEMY_DATABASE_URI="sqlite:///jizhang.db",
        SECRET_KEY="dev",
    )
    if config:
        app.config.update(config)
    db.init_app(app)

    from jizhang.routes import categories, entries, settings

    app.register_blueprint(entries.bp)
    app.register_blueprint(categories.bp)
    app.register_blueprint(settings.bp)

    with app.app_context():
        db.create_all()
    return app
