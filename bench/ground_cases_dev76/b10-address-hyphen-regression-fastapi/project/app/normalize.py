"""住所文字列をジオコーダに渡す前に正規化する。"""
from __future__ import annotations

import re
import unicodedata

PREFECTURES = (
    "北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県",
    "茨城県", "栃木県", "群馬県", "埼玉県", "千葉県", "東京都", "神奈川県",
    "新潟県", "富山県", "石川県", "福井県", "山梨県", "長野県", "岐阜県",
    "静岡県", "愛知県", "三重県", "滋賀県", "京都府", "大阪府", "兵庫県",
    "奈良県", "和歌山県", "鳥取県", "島根県", "岡山県", "広島県", "山口県",
    "徳島県", "香川県", "愛媛県", "高知県", "福岡県", "佐賀県", "長崎県",
    "熊本県", "大分県", "宮崎県", "鹿児島県", "沖縄県",
)

_SPACES = re.compile(r"\s+")
# 住所で番地の区切りに使われがちなハイフン類
HYPHENS = "‐‑‒–—―−ーｰ"
_HYPHEN_TABLE = str.maketrans({ch: "-" for ch in HYPHENS})


def normalize_address(text: str) -> str:
    """ジオコーダ向けに住所を整える。"""
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(_HYPHEN_TABLE)
    text = text.strip()
    text = _SPACES.sub(" ", text)
    return text


def split_prefecture(text: str) -> tuple[str | None, str]:
    for pref in PREFECTURES:
        if text.startswith(pref):
            return pref, text[len(pref):]
    return None, text


def normalize_postal_code(code: str) -> str | None:
    code = unicodedata.normalize("NFKC", code)
    digits = re.sub(r"[^0-9]", "", code)
    if len(digits) != 7:
        return None
    return f"{digits[:3]}-{digits[3:]}"
