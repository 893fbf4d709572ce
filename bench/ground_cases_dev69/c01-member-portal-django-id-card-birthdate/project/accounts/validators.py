"""Validators for the sign-up form (mainland China users)."""
import re
import unicodedata

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

CN_MOBILE_RE = re.compile(r"^1[3-9]\d{9}$")
ID_CARD_RE = re.compile(r"^\d{17}[\dX]$")
POSTCODE_RE = re.compile(r"^\d{6}$")

ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
ID_CHECK_CODES = "10X98765432"


def normalize_digits(value: str) -> str:
    """Full-width digits/letters to ASCII (NFKC), then drop spaces and dashes."""
    value = unicodedata.normalize("NFKC", value)
    return re.sub(r"[\s\-]", "", value)


def validate_cn_mobile(value: str) -> None:
    if not CN_MOBILE_RE.match(value):
        raise ValidationError(_("请输入有效的手机号码"), code="mobile")


def validate_id_card(value: str) -> None:
    """18-digit resident ID (GB 11643-1999)."""
    value = value.upper()
    if not ID_CARD_RE.match(value):
        raise ValidationError(_("身份证号格式不正确"), code="id_format")
    birth = value[6:14]
    if birth[:2] not in ("19", "20"):
        raise ValidationError(_("身份证号中的出生日期无效"), code="id_birth")
    total = sum(int(d) * w for d, w in zip(value[:17], ID_WEIGHTS))
    if ID_CHECK_CODES[total % 11] != value[17]:
        raise ValidationError(_("身份证号校验位不正确"), code="id_checksum")


def validate_postcode(value: str) -> None:
    if not POSTCODE_RE.match(value):
        raise ValidationError(_("邮政编码应为6位数字"), code="postcode")
