from django.urls import path

from slots.views import available_slots, create_booking

urlpatterns = [
    path("api/depots/<int:depot_id>/slots/", available_slots),
    path("api/depots/<int:depot_id>/bookings/", create_booking),
]
