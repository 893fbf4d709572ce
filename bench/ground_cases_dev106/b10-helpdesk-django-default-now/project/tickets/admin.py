from django.contrib import admin

from .models import Ticket


@admin.register(Ticket)
class TicketAdmin(admin.ModelAdmin):
    list_display = ("id", "subject", "customer_email", "status", "priority", "assignee", "created_at")
    search_fields = ("subject", "customer_email")
    list_filter = ("status", "priority", ("assignee", admin.RelatedOnlyFieldListFilter))
    readonly_fields = ("created_at", "updated_at")
    actions = ["mark_closed"]

    fieldsets = (
        (None, {"fields": ("subject", "body", "customer_email")}),
        ("対応", {"fields": ("status", "priority", "assignee", "due_at")}),
        ("履歴", {"fields": ("created_at", "updated_at")}),
    )

    @admin.action(description="完了にする")
    def mark_closed(self, request, queryset):
        updated = queryset.update(status=Ticket.Status.CLOSED)
        self.message_user(request, f"{updated} 件を完了にしました")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("assignee")

    def has_delete_permission(self, request, obj=None):
        return request.user.is_superuser

    def save_model(self, request, obj, form, change):
        if not change and obj.assignee is None:
            obj.assignee = request.user
        super().save_model(request, obj, form, change)
