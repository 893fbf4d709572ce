import os
from zoneinfo import ZoneInfo

LOCAL_TZ = ZoneInfo(os.environ.get("REPORT_TZ", "Asia/Shanghai"))
CSV_ENCODING = "utf-8-sig"
DEFAULT_CURRENCY = "CNY"
