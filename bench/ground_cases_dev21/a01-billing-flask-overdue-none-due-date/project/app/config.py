import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///billing.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-not-secret")
    REPORT_PAGE_SIZE = int(os.environ.get("REPORT_PAGE_SIZE", "500"))
    DEFAULT_CURRENCY = "EUR"


class TestConfig(Config):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite://"
