from datetime import datetime

from django.utils import timezone


def format_yen(value: int) -> str:
    return f"¥{int(value):,}"


def format_jst(value: datetime) -> str:
    return timezone.localtime(value).strftime("%Y/%m/%d %H:%M")
