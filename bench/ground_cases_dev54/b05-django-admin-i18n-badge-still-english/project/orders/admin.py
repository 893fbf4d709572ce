from django.contrib import admin
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from .models import Customer, Order

BADGE_COLORS = {
    "received": "#6c757d",
    "picking": "#fd7e14",
    "shipped": "#28a745",
    "cancelled": "#dc3545",
}


@admin.register(Customer)
class CustomerAdmin(admin.ModelAdmin):
    list_display = ("code", "name", "phone")
    search_fields = ("code", "name")


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "customer", "status_badge", "ordered_at", "shipped_at", "total")
    list_filter = ("status", "ordered_at")
    search_fields = ("number", "customer__name", "customer__code")
    date_hierarchy = "ordered_at"
    list_select_related = ("customer",)
    actions = ["mark_shipped"]

    @admin.display(description=_("Status"), ordering="status")
    def status_badge(self, obj):
        return format_html(
            '<span style="background:{};color:#fff;padding:2px 8px;border-radius:8px">{}</span>',
            BADGE_COLORS.get(obj.status, "#6c757d"),
            obj.status.title(),
        )

    @admin.action(description=_("Mark selected orders as shipped"))
    def mark_shipped(self, request, queryset):
        updated = queryset.filter(status="picking").update(status="shipped")
        self.message_user(request, ngettext("%(count)d order was marked as shipped.",
                                           "%(count)d orders were marked as shipped.", updated) % {"count": updated})
