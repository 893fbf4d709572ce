"""把花名册里的原始数据整理成签证申请表要的格式."""
from __future__ import annotations

import datetime as dt
import re

from pypinyin import lazy_pinyin


def to_date(value) -> dt.date | None:
    """Excel 里的日期可能是 datetime, 也可能是 '1988/3/5' 这样的文本."""
    if value in (None, ""):
        return None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    text = str(value).strip().replace(".", "/").replace("-", "/")
    y, m, d = (int(x) for x in text.split("/"))
    return dt.date(y, m, d)


def format_date(value) -> str:
    d = to_date(value)
    if d is None:
        return ""
    return f"{d:%Y.%m.%d}"


def split_name(chinese_name: str) -> tuple[str, str]:
    """'张晓明' -> ('Zhang', 'Xiaoming'); 复姓按常见的几个处理."""
    name = chinese_name.strip()
    compound = ("欧阳", "司马", "诸葛", "上官", "慕容", "司徒")
    surname_len = 2 if name[:2] in compound else 1
    # 和护照一致: 全大写, ü 写作 YU (吕 -> LYU)
    surname = "".join(lazy_pinyin(name[:surname_len])).replace("v", "yu").upper()
    given = "".join(lazy_pinyin(name[surname_len:])).replace("v", "yu").upper()
    return surname, given


def format_phone(raw) -> str:
    """手机号: 去掉空格、横线, 原样填."""
    return re.sub(r"[\s\-]", "", str(raw or ""))


def gender_code(value) -> str:
    return {"男": "Male", "女": "Female"}.get(str(value or "").strip(), "")


def passport_no(value) -> str:
    return str(value or "").strip().upper()
