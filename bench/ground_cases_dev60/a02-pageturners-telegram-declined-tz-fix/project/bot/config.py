import os
from zoneinfo import ZoneInfo

from dotenv import load_dotenv

load_dotenv()

TOKEN = os.environ["TELEGRAM_TOKEN"]
CLUB_CHAT_ID = int(os.environ["CLUB_CHAT_ID"])
DB_PATH = os.environ.get("DB_PATH", "data/club.sqlite3")

# The club meets in the back room of the Lamb & Flag, so everything is London time.
LONDON = ZoneInfo("Europe/London")
REMINDER_HOUR = 19
