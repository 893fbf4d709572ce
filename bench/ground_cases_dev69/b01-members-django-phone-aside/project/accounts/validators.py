"""会員登録フォームの入力チェック。

ユーザーはスマホの IME で全角数字を打ってくることが多いので、数字系の項目は
to_halfwidth() で半角にそろえてから形式を見る。
"""
import re

from django.core.exceptions import ValidationError

POSTCODE_RE = re.compile(r"^\d{3}-\d{4}$")
FURIGANA_RE = re.compile(r"^[ァ-ヶー]+(?:[ 　][ァ-ヶー]+)*$")
PHONE_RE = re.compile(r"^0\d{1,4}-?\d{1,4}-?\d{4}$")

# 全角英数記号（U+FF01〜U+FF5E）と全角スペースを半角へ。カナは触らない。
_ZEN = "".join(chr(c) for c in range(0xFF01, 0xFF5F)) + "\u3000"
_HAN = "".join(chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)) + " "
_ZEN2HAN = str.maketrans(_ZEN, _HAN)


def to_halfwidth(value: str) -> str:
    return value.translate(_ZEN2HAN)


def normalize_postcode(value: str) -> str:
    v = to_halfwidth(value).strip().replace("ー", "-").replace("−", "-")
    if re.fullmatch(r"\d{7}", v):
        v = f"{v[:3]}-{v[3:]}"
    return v


def validate_postcode(value: str) -> str:
    v = normalize_postcode(value)
    if not POSTCODE_RE.match(v):
        raise ValidationError("郵便番号は 123-4567 の形式で入力してください。", code="postcode")
    return v


def validate_furigana(value: str) -> str:
    v = value.strip()
    if not FURIGANA_RE.match(v):
        raise ValidationError("フリガナは全角カタカナで入力してください。", code="furigana")
    return v.replace(" ", "　")


def validate_phone(value: str) -> str:
    v = value.strip()
    if not PHONE_RE.match(v):
        raise ValidationError("電話番号の形式が正しくありません（例: 03-1234-5678）。", code="phone")
    return v
