import os
from zoneinfo import ZoneInfo

CLUB_NAME = os.environ.get("CLUB_NAME", "TC De Linde")
CLUB_TZ = ZoneInfo(os.environ.get("CLUB_TZ", "Europe/Amsterdam"))
DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///./courtside.db")
SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
MAIL_FROM = os.environ.get("MAIL_FROM", "banen@tcdelinde.nl")
FEED_TOKEN_SECRET = os.environ.get("FEED_TOKEN_SECRET", "dev")
REMINDER_HOURS_BEFORE = int(os.environ.get("REMINDER_HOURS_BEFORE", "3"))
