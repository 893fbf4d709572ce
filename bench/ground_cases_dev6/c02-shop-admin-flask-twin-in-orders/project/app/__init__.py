from flask import Flask

from .config import Config
from .extensions import db


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from .orders.views import bp as orders_bp
    from .products.views import bp as products_bp
    from .users.views import bp as users_bp

    app.register_blueprint(users_bp, url_prefix="/admin/api/users")
    app.register_blueprint(orders_bp, url_prefix="/admin/api/orders")
    app.register_blueprint(products_bp, url_prefix="/admin/api/products")
    return app
