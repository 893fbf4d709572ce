"""Settings for the 书友会 bot. Secrets come from the environment (.env)."""
import os
from zoneinfo import ZoneInfo

from dotenv import load_dotenv

load_dotenv()

TOKEN = os.environ["TG_BOT_TOKEN"]
GROUP_CHAT_ID = int(os.environ.get("TG_GROUP_CHAT_ID", "-1001876543210"))
CLUB_TZ = ZoneInfo("Asia/Shanghai")

# 每月读书会：默认最后一个周六晚上 8 点（北京时间）
MEETING_WEEKDAY = 5
MEETING_HOUR = 20
REMIND_HOURS_BEFORE = 24

BOOK_OPTIONS = [
    "《额尔古纳河右岸》迟子建",
    "《百年孤独》加西亚·马尔克斯",
    "《局外人》加缪",
    "《长安的荔枝》马伯庸",
]

DATA_FILE = os.environ.get("CLUB_DATA", "data/club.json")

# 群主和副群主可以用 /addmeeting
ADMINS = {int(x) for x in os.environ.get("TG_ADMINS", "").split(",") if x.strip()}

DEFAULT_PLACE = "腾讯会议，链接见群公告"
MAX_VOTE_OPTIONS = 6
