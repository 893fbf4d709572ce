"""Validators for Japanese address and contact fields.

Each validator takes the value as the form cleaned it and raises ValidationError with
a message the member can act on. Normalising (width, hyphens) happens before validation.
"""
import re
import unicodedata

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

POSTCODE_RE = re.compile(r"^\d{3}-\d{4}$")
PHONE_RE = re.compile(r"^0\d{1,4}-?\d{1,4}-?\d{3,4}$")

PREFECTURES = (
    "北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "茨城県", "栃木県", "群馬県",
    "埼玉県", "千葉県", "東京都", "神奈川県", "新潟県", "富山県", "石川県", "福井県", "山梨県", "長野県",
    "岐阜県", "静岡県", "愛知県", "三重県", "滋賀県", "京都府", "大阪府", "兵庫県", "奈良県", "和歌山県",
    "鳥取県", "島根県", "岡山県", "広島県", "山口県", "徳島県", "香川県", "愛媛県", "高知県", "福岡県",
    "佐賀県", "長崎県", "熊本県", "大分県", "宮崎県", "鹿児島県", "沖縄県",
)


def normalize_postcode(value: str) -> str:
    # NFKC turns full-width digits into ASCII; then keep digits only, which drops
    # the 〒 mark and any hyphen-like character (－, ー, ‐, −) an IME may produce.
    value = unicodedata.normalize("NFKC", value)
    value = re.sub(r"\D", "", value)
    if len(value) == 7:
        return f"{value[:3]}-{value[3:]}"
    return value


def validate_postcode(value: str) -> None:
    if not POSTCODE_RE.match(value):
        raise ValidationError(_("Enter a postcode like 150-0001."), code="postcode")


def validate_phone(value: str) -> None:
    if not PHONE_RE.match(value):
        raise ValidationError(_("Enter a Japanese phone number, e.g. 03-1234-5678."), code="phone")


def validate_katakana(value: str) -> None:
    if not re.fullmatch(r"[ァ-ヶ]+", value):
        raise ValidationError(_("Enter the reading in full-width katakana."), code="katakana")


def validate_prefecture(value: str) -> None:
    if value not in PREFECTURES:
        raise ValidationError(_("Choose a prefecture from the list."), code="prefecture")
