from django.contrib import admin
from django.urls import path

from reservations import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("r/<int:restaurant_id>/availability/", views.availability, name="availability"),
]
