from django.urls import path

from booking import views

urlpatterns = [
    path("api/slots/", views.available_slots),
    path("api/appointments/", views.create_appointment),
]
