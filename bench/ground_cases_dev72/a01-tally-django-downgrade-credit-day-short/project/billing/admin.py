from django.contrib import admin

from billing.models import CreditNote, Plan, Subscription


@admin.register(Plan)
class PlanAdmin(admin.ModelAdmin):
    list_display = ("code", "name", "monthly_price", "max_seats", "max_projects")


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("workspace", "plan", "status", "period_start", "period_end")
    list_filter = ("plan", "status")
    search_fields = ("workspace__name", "stripe_id")
    raw_id_fields = ("workspace",)


@admin.register(CreditNote)
class CreditNoteAdmin(admin.ModelAdmin):
    list_display = ("number", "subscription", "amount", "reason", "created_at")
    date_hierarchy = "created_at"
