from django.contrib import admin

from reservations.models import Reservation, Restaurant


@admin.register(Restaurant)
class RestaurantAdmin(admin.ModelAdmin):
    list_display = ("name", "manager_email", "seats")


@admin.register(Reservation)
class ReservationAdmin(admin.ModelAdmin):
    list_display = ("guest_name", "restaurant", "party_size", "starts_at", "status")
    list_filter = ("restaurant", "status")
    date_hierarchy = "starts_at"
