from flask import Flask, request
from flask_babel import Babel
from flask_login import LoginManager, current_user
from flask_mail import Mail
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()
mail = Mail()
babel = Babel()
login_manager = LoginManager()

SUPPORTED_LOCALES = ["en", "de", "fr", "es", "pt_BR", "hi"]


def select_locale():
    if current_user.is_authenticated and current_user.locale:
        return current_user.locale
    return request.accept_languages.best_match(SUPPORTED_LOCALES) or "en"


def create_app(config=None):
    app = Flask(__name__)
    app.config.from_mapping(
        SECRET_KEY="dev",
        SQLALCHEMY_DATABASE_URI="sqlite:///tandem.db",
        MAIL_DEFAULT_SENDER="Tandem <hello@tandem.app>",
        BABEL_DEFAULT_LOCALE="en",
    )
    if config:
        app.config.update(config)

    db.init_app(app)
    mail.init_app(app)
    babel.init_app(app, locale_selector=select_locale)
    login_manager.init_app(app)
    login_manager.login_view = "auth.login"

    from app.auth import bp as auth_bp
    from app.profile import bp as profile_bp

    app.register_blueprint(auth_bp)
    app.register_blueprint(profile_bp)
    return app
