from django.urls import path

from . import views

urlpatterns = [
    path("monthly/<int:year>/<int:month>/", views.monthly, name="monthly"),
]
