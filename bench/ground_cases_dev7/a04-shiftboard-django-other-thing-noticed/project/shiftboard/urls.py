from django.contrib import admin
from django.urls import path

from shifts import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("shifts/week/", views.week_view, name="week_now"),
    path("shifts/week/<str:day>/", views.week_view, name="week"),
    path("shifts/<int:pk>/take/", views.take_shift, name="take_shift"),
]
