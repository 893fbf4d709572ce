"""花名册的列 -> 签证申请表 PDF 里的字段名.

PDF 的字段名用 `python fill_forms.py --list-fields` 看.
"""
from formatters import format_date, format_phone, gender_code, passport_no

# (Excel 列名, PDF 字段名, 格式化函数)
FIELD_MAP = [
    ("护照号", "PassportNo", passport_no),
    ("性别", "Sex", gender_code),
    ("出生日期", "DateOfBirth", format_date),
    ("出生地", "PlaceOfBirth", str),
    ("护照签发日", "DateOfIssue", format_date),
    ("护照有效期", "DateOfExpiry", format_date),
    ("手机", "Tel", format_phone),
    ("现住址", "HomeAddress", str),
    ("工作单位", "Employer", str),
    ("单位电话", "EmployerTel", format_phone),
    ("出发日期", "ArrivalDate", format_date),
    ("停留天数", "Duration", str),
]

# 姓名单独处理: Excel 一列拆成 PDF 的两个字段
NAME_COLUMN = "姓名"
SURNAME_FIELD = "Surname"
GIVEN_NAME_FIELD = "GivenName"

# 每份都一样的内容
CONSTANTS = {
    "Nationality": "CHINA",
    "PurposeOfVisit": "TOURISM",
    "Guarantor": "",
    "Inviter": "",
    "AgencyName": "杭州悦途国际旅行社有限公司",
}
