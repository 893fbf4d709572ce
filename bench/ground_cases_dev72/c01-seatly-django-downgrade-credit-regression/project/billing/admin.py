from django.contrib import admin

from billing.models import CreditNote, InvoiceItem, Plan, Subscription


@admin.register(Plan)
class PlanAdmin(admin.ModelAdmin):
    list_display = ("code", "name", "interval", "base_price", "seat_price")


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("workspace", "plan", "seats", "status", "current_period_end")
    list_filter = ("status", "plan")
    search_fields = ("workspace__name", "stripe_subscription_id")


@admin.register(CreditNote)
class CreditNoteAdmin(admin.ModelAdmin):
    list_display = ("subscription", "amount", "reason", "issued_on")
    list_filter = ("reason",)
    date_hierarchy = "issued_on"


@admin.register(InvoiceItem)
class InvoiceItemAdmin(admin.ModelAdmin):
    list_display = ("subscription", "amount", "description", "created_on")
