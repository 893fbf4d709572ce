from django.urls import path

from appointments import views

urlpatterns = [
    path("api/clinics/<int:clinic_id>/slots", views.available_slots),
    path("api/appointments", views.book),
    path("api/appointments/<int:appointment_id>/cancel", views.cancel),
]
