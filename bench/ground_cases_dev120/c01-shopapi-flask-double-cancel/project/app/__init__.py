from flask import Flask

from app.inventory import Inventory
from app.utils import utcnow_iso


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(
        JSON_SORT_KEYS=False,
        DEFAULT_PAGE_SIZE=20,
        MAX_PAGE_SIZE=100,
    )
    if config:
        app.config.update(config)

    app.extensions["inventory"] = Inventory(
        {
            "SKU-1001": 40,
            "SKU-1002": 12,
            "SKU-2001": 0,
        }
    )
    app.extensions["orders"] = {}

    from app.orders import bp as orders_bp

    app.register_blueprint(orders_bp)

    @app.get("/healthz")
    def healthz():
        return {"ok": True, "time": utcnow_iso()}

    return app
