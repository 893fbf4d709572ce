import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev")
    DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://localhost/stamp_rally")
    STAMPS_FOR_COUPON = int(os.environ.get("STAMPS_FOR_COUPON", "5"))
    COUPON_VALID_DAYS = int(os.environ.get("COUPON_VALID_DAYS", "30"))
