import os

TOKEN = os.environ["DISCORD_TOKEN"]
DB_PATH = os.environ.get("REMIND_DB", "/var/lib/remindme/reminders.db")
DEFAULT_TZ = os.environ.get("REMIND_TZ", "Europe/Berlin")
MAX_PER_USER = 25
