from django.conf import settings
from django.core.mail import send_mail

TEMPLATE = """{day} 日报

昨日新增用户：{new_users}
支付订单数：{orders}
支付金额：¥{revenue:,.2f}
转化率：{conversion}
"""


def render(summary: dict) -> str:
    conversion = "-" if summary["conversion"] is None else f"{summary['conversion']:.1%}"
    return TEMPLATE.format(**{**summary, "conversion": conversion})


def send_report(summary: dict) -> None:
    send_mail(
        subject=f"[日报] {summary['day']}",
        message=render(summary),
        from_email=settings.DEFAULT_FROM_EMAIL,
        recipient_list=settings.REPORT_RECIPIENTS,
    )
