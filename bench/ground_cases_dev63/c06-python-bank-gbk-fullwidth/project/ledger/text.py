"""文本清洗：户名、摘要。"""
from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")
_COMPANY_SUFFIXES = ("有限责任公司", "股份有限公司", "有限公司")


def normalize_payee(name: str) -> str:
    """对方户名：NFKC（全角括号、全角字母转半角），去多余空白。

    对账时按这个结果匹配客户表，所以客户表里的户名也要用它处理。
    """
    name = unicodedata.normalize("NFKC", name)
    name = _SPACES.sub("", name)
    return name.strip()


def short_payee(name: str) -> str:
    """去掉公司后缀，列表里显示用。"""
    name = normalize_payee(name)
    for suffix in _COMPANY_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def clean_memo(memo: str) -> str:
    """摘要只去首尾空白，不做 NFKC：摘要里的 ①②③ 是柜台的编号，要保留。"""
    return memo.strip()
