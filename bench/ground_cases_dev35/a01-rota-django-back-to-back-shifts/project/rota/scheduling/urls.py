from django.urls import path

from rota.scheduling import views

urlpatterns = [
    path("staff/<int:staff_id>/hours", views.staff_hours, name="staff-hours"),
    path("shifts/<int:shift_id>/take", views.take_shift, name="take-shift"),
]
