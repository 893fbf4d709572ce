"""祝日と休診日の判定。祝日は内閣府の規則から年ごとに組み立てる。"""
from datetime import date, timedelta

# 日付固定の祝日 (月, 日, 名前)
FIXED = [
    (1, 1, "元日"),
    (2, 11, "建国記念の日"),
    (2, 23, "天皇誕生日"),
    (4, 29, "昭和の日"),
    (5, 3, "憲法記念日"),
    (5, 4, "みどりの日"),
    (5, 5, "こどもの日"),
    (8, 11, "山の日"),
    (11, 3, "文化の日"),
    (11, 23, "勤労感謝の日"),
]

# ハッピーマンデー (月, 第n月曜, 名前)
HAPPY_MONDAY = [
    (1, 2, "成人の日"),
    (7, 3, "海の日"),
    (9, 3, "敬老の日"),
    (10, 2, "スポーツの日"),
]

# 年末年始の休診
NEW_YEAR_BREAK = [(12, 29), (12, 30), (12, 31), (1, 2), (1, 3)]


def _nth_monday(year, month, n):
    d = date(year, month, 1)
    offset = (7 - d.weekday()) % 7
    return d + timedelta(days=offset + 7 * (n - 1))


def national_holidays(year):
    days = {date(year, m, d) for m, d, _ in FIXED}
    days |= {_nth_monday(year, m, n) for m, n, _ in HAPPY_MONDAY}
    return days


def is_clinic_closed(d):
    holidays = national_holidays(d.year)
    if (d.month, d.day) in NEW_YEAR_BREAK:
        return True
    return d.weekday() == 6 or d in holidays
