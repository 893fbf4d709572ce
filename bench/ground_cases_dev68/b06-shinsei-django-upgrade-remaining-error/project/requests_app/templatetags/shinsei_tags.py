from django import template

from requests_app.models import Request

register = template.Library()

STATUS_CSS = {
    "draft": "label-default",
    "submitted": "label-info",
    "approved": "label-success",
    "rejected": "label-danger",
}


@register.filter
def status_css(status):
    return STATUS_CSS.get(status, "label-default")


@register.filter
def yen(value):
    try:
        return "{:,}円".format(int(value))
    except (TypeError, ValueError):
        return value


@register.simple_tag
def pending_count(user):
    """承認待ちの件数 (ヘッダーのバッジ用)."""
    if not user.is_staff:
        return 0
    return Request.objects.filter(status="submitted").count()
