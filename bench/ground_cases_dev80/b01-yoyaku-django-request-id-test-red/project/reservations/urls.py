from django.urls import path

from . import views

urlpatterns = [
    path("", views.list_reservations),
    path("<int:pk>/cancel", views.cancel_reservation),
]
