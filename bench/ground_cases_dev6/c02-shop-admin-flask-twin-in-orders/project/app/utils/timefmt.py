from datetime import datetime, timezone
from zoneinfo import ZoneInfo

LOCAL_TZ = ZoneInfo("Asia/Shanghai")
FMT = "%Y-%m-%d %H:%M:%S"


def to_local(dt: datetime | None) -> str:
    """数据库里存的是 UTC（naive datetime），给前端展示时转成北京时间字符串。"""
    if dt is None:
        return ""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(LOCAL_TZ).strftime(FMT)
