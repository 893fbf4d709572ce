import os


class Config:
    STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY", "")
    STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
    DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///payments.db")
    ENVIRONMENT = os.environ.get("ENVIRONMENT", "development")


class TestConfig(Config):
    TESTING = True
    STRIPE_WEBHOOK_SECRET = "whsec_test_fixture"
    DATABASE_URL = "sqlite:///:memory:"
