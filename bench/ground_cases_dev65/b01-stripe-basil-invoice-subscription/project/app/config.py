import os


class Config:
    SECRET_KEY = os.environ.get("FLASK_SECRET_KEY", "dev")
    DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///shop.db")

    STRIPE_SECRET_KEY = os.environ.get("STRIPE_SECRET_KEY", "")
    STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
    # pinned when the account was upgraded in October; the webhook endpoint uses the same version
    STRIPE_API_VERSION = "2025-03-31.basil"

    MAIL_FROM = os.environ.get("MAIL_FROM", "billing@example-shop.jp")
    SUPPORT_ADDRESS = "support@example-shop.jp"


class TestConfig(Config):
    TESTING = True
    STRIPE_WEBHOOK_SECRET = "whsec_test_secret"
    DATABASE_URL = "sqlite:///:memory:"
