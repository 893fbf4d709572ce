import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "mysql+pymysql://shop:shop@127.0.0.1:3306/shop")
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_recycle": 1800}
    PAGE_SIZE = 20
    JSON_AS_ASCII = False


class TestConfig(Config):
    SQLALCHEMY_DATABASE_URI = "sqlite://"
    TESTING = True
