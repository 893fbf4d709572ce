"""收货地址清洗：去掉会干扰地理编码的噪声。"""
from __future__ import annotations

import re

_SPACES = re.compile(r"\s+")
# “3号楼2单元1201室” 这类楼内信息对地理编码没用，反而会让高德匹配到错误的 POI
_UNIT = re.compile(r"(\d+号楼)?(\d+单元)?(\d+室)?$")
_FULLWIDTH = str.maketrans("０１２３４５６７８９（）－", "0123456789()-")


def normalize_address(raw: str) -> str:
    value = raw.translate(_FULLWIDTH)
    value = _SPACES.sub("", value)
    value = _UNIT.sub("", value)
    return value


def same_building(a: str, b: str) -> bool:
    return normalize_address(a) == normalize_address(b)


def mask_address(raw: str, keep: int = 6) -> str:
    value = normalize_address(raw)
    if len(value) <= keep:
        return value
    return value[:keep] + "*" * (len(value) - keep)
